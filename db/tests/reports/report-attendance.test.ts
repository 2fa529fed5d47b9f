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
import { byNameThenId, groupBy, placeFigures, type HeldSession } from './held-sessions.ts';
import { callReport, expectFiguresOfHistories, expectRefusals } from './report-calls.ts';
import { sessionHistory, writeHistory, type History } from './session-history.ts';

/** The six figures of a set of held sessions, as the contract defines them. */
function figures(held: HeldSession[]) {
  const places = held.map((h) => placeFigures(h.session));
  const sum = (pick: (p: ReturnType<typeof placeFigures>) => number) =>
    places.reduce((total, p) => total + pick(p), 0);
  return {
    sessions: held.length,
    offered: held.reduce((total, h) => total + h.session.capacity, 0),
    booked: sum((p) => p.booked),
    attended: sum((p) => p.attended),
    no_shows: sum((p) => p.no_shows),
    late_cancels: sum((p) => p.late_cancels),
  };
}

function expectedReport(held: HeldSession[]) {
  const byService = [...groupBy(held, (h) => h.serviceId)].map(([id, group]) => ({
    service_id: id,
    name: group[0]?.serviceName ?? null,
    ...figures(group),
  }));
  const byStaff = [...groupBy(held, (h) => h.staffId)].map(([id, group]) => ({
    staff_id: id,
    name: group[0]?.staffName ?? null,
    ...figures(group),
  }));
  const heatmap = [...groupBy(held, (h) => h.local.weekday * 100 + h.local.hour)]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => {
      const { sessions, offered, booked } = figures(group);
      const { weekday, hour } = group[0]?.local ?? { weekday: 0, hour: 0 };
      return { weekday, hour, sessions, offered, booked };
    });
  return {
    ...figures(held),
    by_service: byService.sort((a, b) =>
      byNameThenId({ name: a.name, id: a.service_id }, { name: b.name, id: b.service_id }),
    ),
    by_staff: byStaff.sort((a, b) =>
      byNameThenId({ name: a.name, id: a.staff_id }, { name: b.name, id: b.staff_id }),
    ),
    heatmap,
  };
}

describe.each(testDatabaseKinds)('the attendance report on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'att-a');
    b = await createTestTenant(server, 'att-b');
  });
  afterAll(() => server.stop());

  it('counts every figure as the history says, for any period and filters', async () => {
    await expectFiguresOfHistories(server, a, 'report_attendance', expectedReport);
  }, 60_000);

  it('counts a session by the local day and hour it starts, on the days the clocks change', async () => {
    // New York leaves summer time on Sunday 2 November 2025: that day lasts 25 hours. The week
    // from Monday 27 October starts at 04:00 UTC and ends at 05:00 UTC on 3 November.
    const session = (hoursAgo: number) => ({
      kind: 'group' as const,
      staff: null,
      hoursAgo,
      minutes: 15,
      capacity: 2,
      cancelled: false,
      places: [],
    });
    const history: History = {
      serviceNames: { group: 'Yoga', private: 'Massage' },
      staffNames: ['Ana', 'Ben'],
      clients: [{ fullName: 'Client 1', status: 'active' }],
      // 00:00 on 3 November (out), 23:30 on 2 November (in), 00:00 on 27 October (in), 23:30
      // on 26 October (out), local times; the anchor is 05:00 UTC on 3 November.
      sessions: [session(0), session(0.5), session(169), session(169.5)],
    };
    const written = await writeHistory(server, a, history, {
      timeZone: 'America/New_York',
      anchor: new Date('2025-11-03T05:00:00Z'),
    });
    const answer = await callReport(a.owner.client, 'report_attendance', written.tenantId, {
      firstDay: '2025-10-27',
      lastDay: '2025-11-02',
    });
    expect(answer.data).toMatchObject({
      sessions: 2,
      offered: 4,
      heatmap: [
        { weekday: 1, hour: 0, sessions: 1 },
        { weekday: 7, hour: 23, sessions: 1 },
      ],
    });
  });

  it('refuses a colleague’s figures, clients, other businesses, the signed-out and a backwards period', async () => {
    const written = await writeHistory(
      server,
      a,
      fc.sample(sessionHistory, { numRuns: 1, seed: 1 })[0] as History,
    );
    await expectRefusals(server, 'report_attendance', a, b, written);
  });
});
