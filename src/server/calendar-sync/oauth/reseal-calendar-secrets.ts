import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { SecretBoxError, type SecretBox } from '../../payments/secret-box.ts';
import { connectionContext, oauthClientContext } from '../connection-secrets.ts';

// The calendar secrets are sealed with the payments box (contract of issue 37), so they follow
// its key changes as the payment secrets do (docs/decisions/0050): at start, whatever only a
// previous key opens is sealed again under the current one, and after one start the previous
// keys are needed no more. A value is replaced only if it still holds what was read (a staff
// member reconnecting meanwhile wins).

interface Sealed {
  /** The row, for the log and the update. */
  where: string;
  params: unknown[];
  /** Its table in the calendars schema. */
  table: string;
  column: string;
  value: Uint8Array;
  context: string;
}

async function sealedValues(db: Database): Promise<Sealed[]> {
  const { rows: clients } = await db.query<{
    tenant_id: string;
    provider: 'google' | 'microsoft';
    client_secret_sealed: Uint8Array;
  }>('select tenant_id, provider, client_secret_sealed from calendars.oauth_clients');
  const { rows: connections } = await db.query<{
    tenant_id: string;
    id: string;
    secret_sealed: Uint8Array;
    access_token_sealed: Uint8Array | null;
  }>('select tenant_id, id, secret_sealed, access_token_sealed from calendars.connections');
  return [
    ...clients.map((row) => ({
      table: 'oauth_clients',
      where: 'tenant_id = $1 and provider = $2',
      params: [row.tenant_id, row.provider],
      column: 'client_secret_sealed',
      value: row.client_secret_sealed,
      context: oauthClientContext(row.tenant_id, row.provider),
    })),
    ...connections.flatMap((row) => [
      {
        table: 'connections',
        where: 'tenant_id = $1 and id = $2',
        params: [row.tenant_id, row.id],
        column: 'secret_sealed',
        value: row.secret_sealed,
        context: connectionContext(row.tenant_id, row.id, 'secret'),
      },
      ...(row.access_token_sealed === null
        ? []
        : [
            {
              table: 'connections',
              where: 'tenant_id = $1 and id = $2',
              params: [row.tenant_id, row.id],
              column: 'access_token_sealed',
              value: row.access_token_sealed,
              context: connectionContext(row.tenant_id, row.id, 'access'),
            },
          ]),
    ]),
  ];
}

/** Seals again what only a previous key opens; logs how many, and the rows no key opens. */
export async function resealCalendarSecrets(
  db: Database,
  box: SecretBox,
  logger: Logger,
): Promise<void> {
  let resealed = 0;
  const unreadable: unknown[][] = [];
  for (const sealed of await sealedValues(db)) {
    let again: Buffer | null;
    try {
      again = box.resealed(sealed.value, sealed.context);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      unreadable.push(sealed.params);
      continue;
    }
    if (again === null) continue;
    const { affectedRows } = await db.query(
      `update calendars.${sealed.table} set ${sealed.column} = $3 where ${sealed.where} and ${sealed.column} = $4`,
      [...sealed.params, again, sealed.value],
    );
    resealed += affectedRows;
  }
  if (resealed > 0) logger.info({ resealed }, 'calendar secrets sealed again with the current key');
  if (unreadable.length > 0) {
    logger.warn(
      { rows: unreadable },
      'calendar secrets no payments key opens: their apps are saved and their calendars connected again',
    );
  }
}
