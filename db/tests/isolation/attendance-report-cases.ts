import type { IsolationContext } from '../../../src/server/test-support/isolation-fixture.ts';
import { fromB, signedOut, team, type OperationCase } from './operation-cases.ts';

// The operation matrix of the session reports (issue 36): the whole team reads them, a staff
// member only for their own sessions; clients and other businesses are refused.

const day = 24 * 3600 * 1000;

export function attendanceReportCases({ fixture }: IsolationContext): OperationCase[] {
  const a = fixture.a;
  // The last year up to tomorrow, so that the fixture's past and today's sessions count.
  const period = {
    first_day: new Date(Date.now() - 365 * day).toISOString().slice(0, 10),
    last_day: new Date(Date.now() + day).toISOString().slice(0, 10),
  };
  const refusedOutside = {
    ...signedOut,
    'client of A': '403 forbidden',
    ...fromB('403 forbidden'),
  } as const;
  return (['report_attendance', 'report_staff'] as const).flatMap((rpc): OperationCase[] => [
    {
      rpc,
      label: "of business A's sessions",
      args: async () => ({ tenant_id: a.id, ...period }),
      expect: { ...refusedOutside, ...team },
    },
    {
      rpc,
      label: "of the staff member's own sessions, for one service",
      args: async () => ({
        tenant_id: a.id,
        ...period,
        service_id: a.groupServiceId,
        staff_id: a.staffMemberId,
      }),
      expect: { ...refusedOutside, ...team },
    },
    {
      rpc,
      label: "of a colleague's sessions (the owner's)",
      args: async () => ({ tenant_id: a.id, ...period, staff_id: a.ownerStaffId }),
      expect: { ...refusedOutside, ...team, 'staff of A': '403 forbidden' },
    },
  ]);
}
