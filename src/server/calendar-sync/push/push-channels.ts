import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { startWokenWorker } from '../../payments/woken-worker.ts';
import { isLoopbackHost } from '../../developer-tools.ts';
import type { OpenAccount } from '../open-account.ts';

// Push channels (issue 37, point 2: "at once where the provider pushes changes"): every
// blocking Google or Microsoft calendar gets a channel (Google's events.watch, a Graph
// subscription) that announces its changes to /calendar/v1/push/<provider>, opened once the
// calendar blocks, opened anew a day before it expires (Google's cannot be extended, so both are
// replaced the same way), and stopped when it no longer blocks. Providers reach only a public
// https address: a server without one opens channels only at the stand-ins, which announce
// in-process; its calendars are read on the sync worker's schedule.

/** Claimed at a time, per run. */
const batch = 10;
/** A channel that could not be opened is tried again after this. */
const retryMs = 60 * 60_000;

interface Claimed {
  tenant_id: string;
  calendar_id: string;
  connection_id: string;
  provider: 'google' | 'microsoft';
  remote_id: string;
  open: boolean;
  push_id: string | null;
  push_resource: string | null;
  push_expires_at: Date | string | null;
}

/** Whether providers can reach an address: https, and not this machine. */
export function isPublicAddress(address: string): boolean {
  const url = new URL(address);
  return url.protocol === 'https:' && !isLoopbackHost(url.hostname);
}

export interface PushServices {
  db: Database;
  logger: Logger;
  openAccount: OpenAccount;
  /** Where providers reach this server (API_EXTERNAL_URL, else SITE_URL). */
  publicUrl: string;
}

/** Opens, replaces or stops the channels that are due; how many it handled. */
export async function pushStep(services: PushServices): Promise<number> {
  const { db, logger } = services;
  const base = services.publicUrl.replace(/\/+$/, '');
  const { rows } = await db.query<Claimed>('select * from calendars.push_claim($1, $2)', [
    batch,
    isPublicAddress(base),
  ]);
  for (const row of rows) {
    try {
      const account = await services.openAccount(row.tenant_id, row.connection_id);
      const old =
        row.push_id === null
          ? null
          : {
              id: row.push_id,
              resource: row.push_resource ?? '',
              expiresAt: new Date(row.push_expires_at ?? 0),
            };
      let opened = null;
      let token: string | null = null;
      if (row.open) {
        if (account.watch === undefined) throw new Error(`${row.provider} does not push`);
        token = randomBytes(32).toString('base64url');
        opened = await account.watch(
          row.remote_id,
          `${base}/calendar/v1/push/${row.provider}`,
          token,
        );
      }
      // The old channel goes once the new one is open: no change falls between the two.
      if (old !== null) {
        await account
          .stopWatch?.(old)
          .catch((error: unknown) =>
            logger.warn({ err: error, calendar: row.calendar_id }, 'old push channel not stopped'),
          );
      }
      await db.query('select calendars.push_opened($1, $2, $3, $4, $5, $6)', [
        row.tenant_id,
        row.calendar_id,
        opened?.id ?? null,
        opened?.resource ?? null,
        opened === null ? null : token,
        opened?.expiresAt ?? null,
      ]);
    } catch (error) {
      logger.warn({ err: error, calendar: row.calendar_id }, 'push channel not opened');
      await db.query(`select calendars.push_failed($1, $2, make_interval(secs => $3))`, [
        row.tenant_id,
        row.calendar_id,
        retryMs / 1000,
      ]);
    }
  }
  return rows.length;
}

/** The push worker of one server process: woken with the sync worker, and by a poll. */
export function startPushChannels(
  services: PushServices,
  pollMs: number,
): Promise<() => Promise<void>> {
  return startWokenWorker(
    services.db,
    services.logger,
    { channel: 'calendar_sync', pollMs, what: 'calendar push channels' },
    () => pushStep(services),
  );
}
