import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { byNameThenId, groupBy, placeFigures, type HeldSession } from './held-sessions.ts';
import { expectFiguresOfHistories, expectRefusals } from './report-calls.ts';
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
    await expectFiguresOfHistories(server, a, 'report_staff', expectedReport);
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
