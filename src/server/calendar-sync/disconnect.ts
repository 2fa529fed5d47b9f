import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { onBehalfOf, type ActingFor } from '../db/on-behalf-of.ts';
import type { OpenAccount } from './open-account.ts';

// DELETE /calendar/v1/connections/:id: the provider's push channels of the connection are
// stopped first, while its secrets still open (a channel that cannot be stopped expires on its
// own, and its notifications then name no calendar), then the connection is forgotten.

interface PushRow {
  push_id: string;
  push_resource: string | null;
  push_expires_at: Date | string | null;
}

export async function disconnect(
  services: { db: Database; openAccount: OpenAccount; logger: Logger },
  person: ActingFor,
  tenantId: string,
  connectionId: string,
): Promise<void> {
  const { db, logger } = services;
  const { rows } = await db.query<PushRow>(
    `select push_id, push_resource, push_expires_at from calendars.calendars
     where tenant_id = $1 and connection_id = $2 and push_id is not null`,
    [tenantId, connectionId],
  );
  if (rows.length > 0) {
    try {
      const account = await services.openAccount(tenantId, connectionId);
      for (const row of rows) {
        await account.stopWatch?.({
          id: row.push_id,
          resource: row.push_resource ?? '',
          expiresAt: new Date(row.push_expires_at ?? Date.now()),
        });
      }
    } catch (error) {
      logger.warn({ err: error, connection: connectionId }, 'push channel not stopped');
    }
  }
  await onBehalfOf(db, person, (tx) =>
    tx.query('select calendars.remove_connection($1, $2)', [tenantId, connectionId]),
  );
}
