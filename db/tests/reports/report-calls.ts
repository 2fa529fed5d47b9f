import type { SupabaseClient } from '@supabase/supabase-js';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import { serviceRoleClient, testClient } from '../../../src/server/test-support/supabase-client.ts';
import type { TestTenant } from '../../../src/server/test-support/test-tenants.ts';
import {
  addDays,
  heldSessions,
  localTime,
  type Filters,
  type HeldSession,
  type Period,
} from './held-sessions.ts';
import { sessionHistory, writeHistory, type WrittenHistory } from './session-history.ts';

/** Calling the session reports the way the screens do: through the data API, as a user. */

export type SessionReport = 'report_attendance' | 'report_staff';

export interface Answer {
  data: unknown;
  error: { code?: string; message: string } | null;
}

export async function callReport(
  as: SupabaseClient,
  report: SessionReport,
  tenantId: string,
  period: Period,
  filters: Filters = {},
): Promise<Answer> {
  const { data, error } = await as.rpc(report, {
    tenant_id: tenantId,
    first_day: period.firstDay,
    last_day: period.lastDay,
    service_id: filters.serviceId ?? null,
    staff_id: filters.staffId ?? null,
  });
  return { data, error };
}

/**
 * A period within the generated histories' days, from two days ahead to 125 days back: half the
 * time all of them, so that most figures have sessions to count.
 */
export function periodNear(timeZone: string): fc.Arbitrary<Period> {
  const today = localTime(new Date(), timeZone).date;
  const days = fc.integer({ min: -2, max: 125 });
  return fc.oneof(fc.constant([-2, 125]), fc.tuple(days, days)).map(([a, b]) => ({
    firstDay: addDays(today, -Math.max(a, b)),
    lastDay: addDays(today, -Math.min(a, b)),
  }));
}

/** Which filters a run asks for, as indexes into the written history's services and staff. */
export const filterChoice = fc.record({
  service: fc.constantFrom<'group' | 'private' | null>(null, null, null, 'group', 'private'),
  staff: fc.constantFrom<number | null>(null, null, null, 0, 1),
});

export function filtersOf(
  written: WrittenHistory,
  choice: { service: 'group' | 'private' | null; staff: number | null },
): Filters {
  return {
    serviceId: choice.service === null ? null : written.serviceIds[choice.service],
    staffId: choice.staff === null ? null : (written.staffIds[choice.staff] ?? null),
  };
}

/**
 * The refusals every session report gives: a staff member asking for a colleague's figures, a
 * client of the business, another business's owner, someone signed out, a period backwards.
 */
export async function expectRefusals(
  server: TestServer,
  report: SessionReport,
  a: TestTenant,
  b: TestTenant,
  written: WrittenHistory,
): Promise<void> {
  const period = { firstDay: '2025-01-01', lastDay: '2025-12-31' };
  const refused = async (as: SupabaseClient, tenantId: string, p = period, f: Filters = {}) =>
    (await callReport(as, report, tenantId, p, f)).error?.code;
  expect(
    await refused(a.staff.client, written.tenantId, period, { staffId: written.staffIds[1] }),
  ).toBe('forbidden');
  expect(await refused(a.client.client, a.id)).toBe('forbidden');
  expect(await refused(b.owner.client, written.tenantId)).toBe('forbidden');
  expect(await refused(b.staff.client, written.tenantId)).toBe('forbidden');
  // Without a user: anon may not run the function at all, service_role has no one to report to.
  expect(await refused(testClient(server), written.tenantId)).toBe('42501');
  expect(await refused(serviceRoleClient(server), written.tenantId)).toBe('not_signed_in');
  expect(
    await refused(a.owner.client, written.tenantId, {
      firstDay: '2025-02-01',
      lastDay: '2025-01-31',
    }),
  ).toBe('invalid_period');
}

/**
 * The property both session reports hold: for any generated history, period and filters, the
 * owner's answer is the figures worked out from the history, and a staff member's is always
 * their own sessions', whether they name themselves or not.
 */
export async function expectFiguresOfHistories(
  server: TestServer,
  a: TestTenant,
  report: SessionReport,
  expectedReport: (held: HeldSession[]) => unknown,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.noBias(sessionHistory),
      periodNear('Europe/London'),
      filterChoice,
      async (history, period, choice) => {
        const written = await writeHistory(server, a, history);
        const filters = filtersOf(written, choice);
        const answer = await callReport(a.owner.client, report, written.tenantId, period, filters);
        expect(answer.error).toBeNull();
        expect(answer.data).toEqual(
          expectedReport(heldSessions(history, written, period, filters)),
        );

        const own = { serviceId: filters.serviceId, staffId: written.staffIds[0] };
        const expected = expectedReport(heldSessions(history, written, period, own));
        for (const staffId of [null, written.staffIds[0]]) {
          const mine = await callReport(a.staff.client, report, written.tenantId, period, {
            serviceId: filters.serviceId,
            staffId,
          });
          expect(mine.data).toEqual(expected);
        }
      },
    ),
    { numRuns: 30 },
  );
}
