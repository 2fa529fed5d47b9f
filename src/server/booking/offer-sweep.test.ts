import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdTurn, killConnection } from '../test-support/held-turn.ts';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { offerSweepTask, startOfferSweep } from './offer-sweep.ts';

// The sweep's turns across processes (decision 0072); what a sweep releases is in
// db/tests/offer-sweep.test.ts.
describe.runIf(testDatabaseKinds.includes('postgres'))(
  'the offer sweep of several processes',
  () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createMigratedTestDatabase('postgres');
    });
    afterAll(() => test.drop());

    it('skips its turns while another process sweeps, and sweeps once that one dies', async () => {
      const holder = await holdTurn(test.url ?? '', offerSweepTask);
      let sweeps = 0;
      const stop = startOfferSweep(test.db, pino({ level: 'silent' }), 1, async () => {
        sweeps += 1;
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        expect(sweeps).toBe(0);
        const killedAt = Date.now();
        killConnection(holder);
        await expect.poll(() => sweeps, { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
        // The next turn after the holder's death: within one interval and a little.
        expect(Date.now() - killedAt).toBeLessThan(2000);
      } finally {
        await stop();
      }
    });
  },
);
