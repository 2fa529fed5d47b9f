import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { takeTurn } from '../db/take-turn.ts';
import { repeatEvery } from '../repeat-every.ts';

/** The sweep's turn, which one server process of several takes at a time. */
export const offerSweepTask = 'offer-sweep';

/**
 * Releases lapsed waitlist offers every `intervalSeconds` (db/migrations/0031_offer_sweep.sql),
 * one sweep at a time, then runs `afterSweep` (the offers to charge to saved cards, decision
 * 0043). Of several processes on one database, one sweeps in each turn and the others skip it
 * (decision 0072). Returns the function that stops it.
 */
export function startOfferSweep(
  db: Database,
  logger: Logger,
  intervalSeconds: number,
  afterSweep: () => Promise<unknown> = async () => undefined,
) {
  return repeatEvery(intervalSeconds * 1000, async () => {
    try {
      const swept = await takeTurn(db, offerSweepTask, async (tx) => {
        const { rows } = await tx.query<{ swept: number }>(
          'select app.sweep_lapsed_offers() as swept',
        );
        return rows[0]?.swept ?? 0;
      });
      if (swept === undefined) return;
      if (swept > 0) logger.info({ sessions: swept }, 'lapsed waitlist offers released');
      await afterSweep();
    } catch (error) {
      // The next sweep tries again; a database that is away must not stop the server.
      logger.warn({ err: error }, 'sweeping lapsed waitlist offers failed');
    }
  });
}
