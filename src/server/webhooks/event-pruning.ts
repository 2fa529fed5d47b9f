import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { takeTurn } from '../db/take-turn.ts';
import { repeatEvery } from '../repeat-every.ts';

/** How long events and their delivery log are kept once no delivery is pending. */
export const keptDays = 30;
const batch = 5_000;

/**
 * Forgets the events older than `days` whose deliveries are all over (webhooks.prune), a batch
 * a turn, so no transaction holds many rows; answers how many. Of several processes, one prunes
 * a batch at a time (decision 0072).
 */
export async function pruneOldEvents(db: Database, days = keptDays, size = batch) {
  let pruned = 0;
  for (;;) {
    const gone = await takeTurn(db, 'webhook-event-pruning', async (tx) => {
      const { rows } = await tx.query<{ gone: number }>(
        'select webhooks.prune(make_interval(days => $1), $2) as gone',
        [days, size],
      );
      return rows[0]?.gone ?? 0;
    });
    pruned += gone ?? 0;
    if (gone !== size) return pruned;
  }
}

/** Prunes old events every hour; answers the function that stops it. */
export function startEventPruning(db: Database, logger: Logger) {
  return repeatEvery(3_600_000, async () => {
    try {
      const pruned = await pruneOldEvents(db);
      if (pruned > 0) logger.info({ events: pruned }, 'old webhook events forgotten');
    } catch (error) {
      // The next hour tries again: old events only take room.
      logger.warn({ err: error }, 'forgetting old webhook events failed');
    }
  });
}
