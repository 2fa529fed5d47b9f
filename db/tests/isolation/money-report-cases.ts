import type { IsolationContext } from '../../../src/server/test-support/isolation-fixture.ts';
import { fromB, managers, signedOut, type OperationCase } from './operation-cases.ts';

// The operation matrix of the money and clients reports (issue 36): the owner's and admins'
// alone; staff, the business's clients and other businesses' people are refused.

export function moneyReportCases({ fixture }: IsolationContext): OperationCase[] {
  const period = { tenant_id: fixture.a.id, first_day: '2024-01-01', last_day: '2024-12-31' };
  return (['report_money', 'report_clients'] as const).map((rpc) => ({
    rpc,
    label: "of business A's money and clients",
    args: () => Promise.resolve(period),
    expect: {
      ...signedOut,
      'client of A': '403 forbidden',
      ...managers,
      ...fromB('403 forbidden'),
    },
  }));
}
