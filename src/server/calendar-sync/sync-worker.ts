import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { retryDelayMs, type RetryPolicy } from '../messaging/retry-delay.ts';
import { startWokenWorker } from '../payments/woken-worker.ts';
import { CalendarAccountError, type CalendarErrorCode } from './calendar-account.ts';
import type { OpenAccount } from './open-account.ts';

// Reads the blocking calendars that are due (issue 37, point 2): each claimed under a lease
// (calendars.claim_syncs), read through its provider's account, and its busy events replaced
// (finish_sync) or its failure recorded with a growing wait (sync_failed); an account that
// refused its credentials is marked so the staff member sees it (connection_failed). Woken by
// NOTIFY calendar_sync (a connection, a push, "sync now") and by a poll.

export interface SyncWorkerOptions {
  /** How often a calendar with an open push channel is read all the same (CALENDAR_SYNC_SECONDS). */
  syncSeconds: number;
  /** How often the worker looks for due calendars without being woken. */
  pollMs: number;
}

/**
 * A calendar without a push channel (every CalDAV one) is read every minute at most: a
 * CalDAV read of an unchanged calendar is one small PROPFIND, and a change made in it then
 * blocks slots within about a minute (decision record 0065).
 */
const withoutPushSeconds = 60;
const batch = 10;

/** A failed sync is tried again after 1, 2, 4 … minutes, at most hourly, for as long as it fails. */
const syncRetry: RetryPolicy = {
  baseMs: 60_000,
  capMs: 3_600_000,
  maxAttempts: Number.POSITIVE_INFINITY,
};

interface ClaimedSync {
  tenant_id: string;
  calendar_id: string;
  connection_id: string;
  remote_id: string;
  sync_state: string | null;
  time_zone: string;
  window_from: Date | string;
  window_to: Date | string;
  sync_failures: number;
  pushed: boolean;
}

const interval = (ms: number) => `${Math.max(1, Math.round(ms / 1000))} seconds`;

export const failureCode = (error: unknown): CalendarErrorCode =>
  error instanceof CalendarAccountError ? error.code : 'calendar_unreachable';

/** Reads one batch of due calendars; answers how many it took. */
export async function syncDueCalendars(
  db: Database,
  openAccount: OpenAccount,
  logger: Logger,
  options: Pick<SyncWorkerOptions, 'syncSeconds'>,
): Promise<number> {
  const { rows } = await db.query<ClaimedSync>('select * from calendars.claim_syncs($1)', [batch]);
  await Promise.all(
    rows.map(async (row) => {
      try {
        const account = await openAccount(row.tenant_id, row.connection_id);
        const read = await account.readBusy(
          row.remote_id,
          { from: new Date(row.window_from), to: new Date(row.window_to), timeZone: row.time_zone },
          row.sync_state,
        );
        const events =
          read.events === null
            ? null
            : JSON.stringify(
                read.events.map((event) => ({
                  remote_id: event.remoteId,
                  uid: event.uid,
                  title: event.title,
                  busy: event.busy,
                })),
              );
        const every = row.pushed
          ? options.syncSeconds
          : Math.min(withoutPushSeconds, options.syncSeconds);
        await db.query('select calendars.finish_sync($1, $2, $3::jsonb, $4, $5::interval)', [
          row.tenant_id,
          row.calendar_id,
          events,
          read.state,
          interval(every * 1000),
        ]);
      } catch (error) {
        const code = failureCode(error);
        logger.warn({ err: error, calendar: row.calendar_id, code }, 'calendar sync failed');
        const wait = retryDelayMs(row.sync_failures + 1, syncRetry) ?? syncRetry.capMs;
        await db.query('select calendars.sync_failed($1, $2, $3, $4::interval)', [
          row.tenant_id,
          row.calendar_id,
          code,
          interval(wait),
        ]);
        if (code === 'calendar_auth_failed') {
          await db.query('select calendars.connection_failed($1, $2, $3)', [
            row.tenant_id,
            row.connection_id,
            code,
          ]);
        }
      }
    }),
  );
  return rows.length;
}

/** Starts the sync worker of this process; answers the function that stops it. */
export function startSyncWorker(
  db: Database,
  openAccount: OpenAccount,
  logger: Logger,
  options: SyncWorkerOptions,
): Promise<() => Promise<void>> {
  return startWokenWorker(
    db,
    logger,
    { channel: 'calendar_sync', pollMs: options.pollMs, what: 'calendar sync' },
    () => syncDueCalendars(db, openAccount, logger, options),
  );
}
