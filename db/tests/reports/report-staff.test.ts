import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import {
  byNameThenId,
  groupBy,
  heldSessions,
  placeFigures,
  type HeldSession,
} from './held-sessions.ts';
import { callReport, expectRefusals, filterChoice, filtersOf, periodNear } from './report-calls.ts';
import { sessionHistory, writeHistory, type History } from './session-history.ts';

/** One line per staff member with a held session: group sessions and their places, private time. */
function expectedReport(held: HeldSession[]) {
  const taught = held.filter((h) => h.staffId !== null);
  const lines = [...groupBy(taught, (h) => h.staffId)].map(([id, mine]) => {
    const group = mine.filter((h) => h.session.kind === 'group');
    const appointments = mine.filter((h) => h.session.kind === 'private');
    const places = group.map((h) => placeFigures(h.session));
    return {
      staff_id: id,
      name: mine[0]?.staffName ?? null,
      sessions: group.length,
      booked: places.reduce((total, p) => total + p.booked, 0),
      attended: places.reduce((total, p) => total + p.attended, 0),
      appointments: appointments.length,
      private_minutes: appointments.reduce((total, h) => total + h.minutes, 0),
    };
  });
  return {
    staff: lines.sort((a, b) =>
      byNameThenId({ name: a.name, id: a.staff_id }, { name: b.name, id: b.staff_id }),
    ),
  };
}

describe.each(testDatabaseKinds)('the staff report on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'staff-report-a');
    b = await createTestTenant(server, 'staff-report-b');
  });
  afterAll(() => server.stop());

  it('gives each staff member’s sessions, places and private minutes as the history says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.noBias(sessionHistory),
        periodNear('Europe/London'),
        filterChoice,
        async (history, period, choice) => {
          const written = await writeHistory(server, a, history);
          const filters = filtersOf(written, choice);
          const answer = await callReport(
            a.owner.client,
            'report_staff',
            written.tenantId,
            period,
            filters,
          );
          expect(answer.error).toBeNull();
          expect(answer.data).toEqual(
            expectedReport(heldSessions(history, written, period, filters)),
          );

          // A staff member sees their own line only, asked or not.
          const own = { serviceId: filters.serviceId, staffId: written.staffIds[0] };
          const expected = expectedReport(heldSessions(history, written, period, own));
          for (const staffId of [null, written.staffIds[0]]) {
            const mine = await callReport(
              a.staff.client,
              'report_staff',
              written.tenantId,
              period,
              { serviceId: filters.serviceId, staffId },
            );
            expect(mine.data).toEqual(expected);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  it('refuses a colleague’s figures, clients, other businesses, the signed-out and a backwards period', async () => {
    const written = await writeHistory(
      server,
      a,
      fc.sample(sessionHistory, { numRuns: 1, seed: 1 })[0] as History,
    );
    await expectRefusals(server, 'report_staff', a, b, written);
  });
});
