import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { retryDelayMs, type RetryPolicy } from '../messaging/retry-delay.ts';
import { startWokenWorker } from '../payments/woken-worker.ts';
import { CalendarAccountError, type CalendarAccount } from './calendar-account.ts';
import type { OpenAccount } from './open-account.ts';
import { failureCode } from './sync-worker.ts';
import { writtenEvent, type BookingToWrite } from './written-event.ts';

// Writes the bookings' events to their staff members' destination calendars (issue 37, point
// 3): the outbox rows due (calendars.claim_writes, leased), each written as the booking is now
// (putEvent) or removed (deleteEvent), then recorded with the version written (finish_write),
// so a change made meanwhile is written again. A calendar that is down is tried again with a
// growing wait, as messages are, for about a day and a half; a write the calendar refuses as
// it is waits for the booking's next change. Woken by NOTIFY calendar_writes and by a poll.

const batch = 20;

/** 30 s, 1 min, 2 min … then hourly: 40 tries reach past a day and a half. */
const writeRetry: RetryPolicy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 40 };

interface ClaimedWrite extends BookingToWrite {
  tenant_id: string;
  calendar_id: string;
  connection_id: string;
  calendar_remote_id: string;
  wanted: boolean;
  version: string;
  remote_id: string | null;
  etag: string | null;
  attempts: number;
}

async function writeOne(account: CalendarAccount, row: ClaimedWrite, siteUrl: string) {
  const written = row.remote_id === null ? null : { remoteId: row.remote_id, etag: row.etag };
  if (row.wanted)
    return account.putEvent(row.calendar_remote_id, writtenEvent(row, siteUrl), written);
  if (written !== null) await account.deleteEvent(row.calendar_remote_id, written);
  return { remoteId: null, etag: null };
}

/** Whether waiting may help: a calendar down, or a password the staff member may renew. */
const worthRetrying = (error: unknown) =>
  !(error instanceof CalendarAccountError) ||
  error.retryable ||
  error.code === 'calendar_auth_failed';

/** Writes one batch of due events; answers how many it took. */
export async function writeDueEvents(
  db: Database,
  openAccount: OpenAccount,
  logger: Logger,
  siteUrl: string,
): Promise<number> {
  const { rows } = await db.query<ClaimedWrite>('select * from calendars.claim_writes($1)', [
    batch,
  ]);
  const accounts = new Map<string, Promise<CalendarAccount>>();
  // One connection's events one after another (a calendar server is not hammered), connections side by side.
  const byConnection = new Map<string, ClaimedWrite[]>();
  for (const row of rows)
    byConnection.set(row.connection_id, [...(byConnection.get(row.connection_id) ?? []), row]);
  await Promise.all(
    [...byConnection.values()].map(async (writes) => {
      for (const row of writes) {
        try {
          let account = accounts.get(row.connection_id);
          if (account === undefined) {
            account = openAccount(row.tenant_id, row.connection_id);
            accounts.set(row.connection_id, account);
          }
          const written = await writeOne(await account, row, siteUrl);
          await db.query('select calendars.finish_write($1, $2, $3, $4, $5, $6)', [
            row.tenant_id,
            row.booking_id,
            row.calendar_id,
            row.version,
            written.remoteId,
            written.etag,
          ]);
        } catch (error) {
          const code = failureCode(error);
          logger.warn({ err: error, booking: row.booking_id, code }, 'calendar write failed');
          const wait = worthRetrying(error) ? retryDelayMs(row.attempts + 1, writeRetry) : null;
          await db.query('select calendars.write_failed($1, $2, $3, $4, $5, $6::interval)', [
            row.tenant_id,
            row.booking_id,
            row.calendar_id,
            row.version,
            code,
            wait === null ? null : `${Math.round(wait / 1000)} seconds`,
          ]);
          if (code === 'calendar_auth_failed') {
            await db.query('select calendars.connection_failed($1, $2, $3)', [
              row.tenant_id,
              row.connection_id,
              code,
            ]);
          }
        }
      }
    }),
  );
  return rows.length;
}

/** Starts the write worker of this process; answers the function that stops it. */
export function startWriteWorker(
  db: Database,
  openAccount: OpenAccount,
  logger: Logger,
  options: { siteUrl: string; pollMs: number },
): Promise<() => Promise<void>> {
  return startWokenWorker(
    db,
    logger,
    { channel: 'calendar_writes', pollMs: options.pollMs, what: 'calendar writes' },
    () => writeDueEvents(db, openAccount, logger, options.siteUrl),
  );
}
