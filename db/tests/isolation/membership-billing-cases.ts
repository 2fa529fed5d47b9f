import type { IsolationContext } from '../../../src/server/test-support/isolation-fixture.ts';
import type { IsolationRows } from '../../../src/server/test-support/isolation-rows.ts';
import { isolationPlan } from './membership-rows.ts';
import { fromB, managers, signedOut, type OperationCase } from './operation-cases.ts';

// The operation matrix of memberships' billing (issue 35, point 4): an admin or the owner of
// the business retries a declined renewal or writes it off; nobody else, for nobody else's.

export function membershipBillingCases(
  { fixture, server }: IsolationContext,
  rows: IsolationRows,
): OperationCase[] {
  const a = fixture.a;
  const tenant_id = a.id;
  /** A membership renewed by card whose second period's charge was declined once. */
  const overdue = async () => {
    const plan = await isolationPlan(rows, a);
    const subscription = await rows.insert('subscriptions', {
      tenant_id,
      client_id: a.client.clientId,
      plan_id: plan.id,
      state: 'live',
      pays_by: 'card',
      card_consent_at: new Date().toISOString(),
    });
    // Begun as owed at the desk, so no billing worker takes it before it is made overdue.
    await server.db.query(
      `select app.begin_period($1, 1, app.now() - interval '40 days', 'paid'),
              app.begin_period($1, 2, app.now() - interval '9 days', 'desk')`,
      [subscription.id],
    );
    await server.db.query(
      `update public.subscription_periods set billing = 'retrying', attempts = 1,
         overdue_since = app.now(), next_attempt_at = app.now() + interval '1 day'
       where subscription_id = $1 and number = 2`,
      [subscription.id],
    );
    return subscription.id as string;
  };
  const expect = {
    ...signedOut,
    'client of A': '403 forbidden',
    ...managers,
    ...fromB('403 forbidden'),
  } as const;
  return [
    {
      rpc: 'retry_renewal',
      label: "of a member's declined renewal",
      args: async () => ({ tenant_id, subscription_id: await overdue() }),
      expect,
    },
    {
      rpc: 'write_off_renewal',
      label: "of a member's declined renewal",
      args: async () => ({ tenant_id, subscription_id: await overdue(), note: 'Goodwill' }),
      expect,
    },
  ];
}
