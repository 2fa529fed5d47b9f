import type { Logger } from 'pino';
import type { Database, Queryable } from '../db/database.ts';
import { takeTurn } from '../db/take-turn.ts';

/** Reminders whose due time came by `at` (db/functions/messaging/enqueue_due_reminders.sql). */
export async function enqueueDueReminders(
  db: Queryable,
  at: Date,
  since: Date | null = null,
): Promise<number> {
  const { rows } = await db.query<{ queued: number }>(
    'select messaging.enqueue_due_reminders($1, $2) as queued',
    [at, since],
  );
  return rows[0]?.queued ?? 0;
}

/** The next time a reminder falls due within the next `withinMs`, or null. */
export async function nextReminderDue(db: Database, after: Date, withinMs: number) {
  const { rows } = await db.query<{ due: Date | null }>(
    'select messaging.next_reminder_due($1, make_interval(secs => $2 / 1000.0)) as due',
    [after, withinMs],
  );
  return rows[0]?.due ?? null;
}

/**
 * Enqueues due reminders every intervalMs, and at the moment one falls due in between. After
 * the first sweep each one looks only at the due times since the previous sweep, less a margin
 * for changes committed while it ran; the first after a start looks a day back, so a restart
 * does not skip what fell due meanwhile. Of several processes on one database, one sweeps in
 * each turn and the others skip it (decision 0072); one that skipped counts the turn as swept,
 * as the one sweeping looks at the same due times, and the look-back (the margin, and the hour
 * either way in enqueue_due_reminders) finds again what a sweep lost with its process had.
 */
export function startReminderSweep(
  db: Database,
  logger: Logger,
  intervalMs: number,
  onEnqueued: () => void,
): () => Promise<void> {
  const margin = 5 * 60_000;
  let previous: Date | null = null;
  let running: Promise<void> | undefined;
  let stopped = false;
  let early: NodeJS.Timeout | undefined;
  const sweep = async () => {
    const at = new Date();
    const since = new Date((previous ?? new Date(at.getTime() - 86_400_000)).getTime() - margin);
    try {
      const queued = await takeTurn(db, 'reminder-sweep', (tx) =>
        enqueueDueReminders(tx, at, since),
      );
      previous = at;
      if (queued !== undefined && queued > 0) {
        logger.info({ messages: queued }, 'reminders enqueued');
        onEnqueued();
      }
      const next = await nextReminderDue(db, at, intervalMs);
      clearTimeout(early);
      if (next !== null && !stopped) {
        early = setTimeout(tick, Math.max(0, next.getTime() - Date.now() + 1));
        early.unref();
      }
    } catch (error) {
      logger.warn({ err: error }, 'enqueueing reminders failed');
    }
  };
  function tick() {
    running ??= sweep().finally(() => (running = undefined));
  }
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(early);
    await running;
  };
}
