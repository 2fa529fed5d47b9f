import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  startPaymentsSetup,
  staffMadeClient,
} from '../../src/server/test-support/test-payments.ts';
import { makePlan, sellPlan, type MembershipBusiness } from './memberships-fixture.ts';

// The dashboard's membership figures (issue 35, point 6): active members, monthly recurring
// revenue, and the renewals to chase.
describe.each(testDatabaseKinds)('membership figures on %s', (kind) => {
  let b: MembershipBusiness;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-figures', 5);
  });
  afterAll(() => b.server.stop());

  it('counts members and their monthly revenue, for staff only', async () => {
    const { a } = b;
    const monthly = await makePlan(b, { name: 'Monthly', price_minor: 8000 });
    const weekly = await makePlan(b, { name: 'Weekly', period: 'week', price_minor: 2000 });
    const yearly = await makePlan(b, { name: 'Yearly', period: 'year', price_minor: 100000 });
    const frozen = await sellPlan(b, monthly, await staffMadeClient(a, 'Ann Month'));
    // A frozen membership still counts: it renews after its freeze.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    const week = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      Date.now() + 7 * 24 * 3600 * 1000,
    );
    const freeze = await a.staff.client.rpc('freeze_subscription', {
      subscription_id: frozen,
      starts_on: today,
      ends_on: week,
    });
    expect(freeze.error).toBeNull();
    await sellPlan(b, weekly, await staffMadeClient(a, 'Wes Week'));
    await sellPlan(b, yearly, await staffMadeClient(a, 'Yan Year'));
    const figures = await a.staff.client.rpc('membership_figures', { tenant_id: a.id });
    expect(figures.error).toBeNull();
    // 8000 + 2000 x 52 / 12 (8666.67) + 100000 / 12 (8333.33), each rounded.
    expect(figures.data).toEqual({
      active_members: 3,
      mrr_minor: 8000 + 8667 + 8333,
      currency: 'GBP',
      to_chase: [],
    });
    const byClient = await a.client.client.rpc('membership_figures', { tenant_id: a.id });
    expect(byClient.error).toMatchObject({ code: 'forbidden' });
  });

  it('lists the renewals to chase, oldest first, and counts a suspended one out', async () => {
    const { a, server } = b;
    const plan = await makePlan(b, { name: 'Chased', price_minor: 3000 });
    const late = await sellPlan(b, plan, await staffMadeClient(a, 'Lee Late'));
    const lost = await sellPlan(b, plan, await staffMadeClient(a, 'Sam Suspended'));
    const decline = (sub: string, billing: string, daysAgo: number, attempts: number) =>
      server.db.query(
        `update public.subscription_periods
         set billing = $2, attempts = $4, overdue_since = app.now() - make_interval(days => $3),
             next_attempt_at = case when $2 = 'retrying' then app.now() + interval '2 days' end
         where subscription_id = $1`,
        [sub, billing, daysAgo, attempts],
      );
    await decline(late, 'retrying', 1, 2);
    await decline(lost, 'failed', 9, 4);
    const figures = await a.owner.client.rpc('membership_figures', { tenant_id: a.id });
    expect(figures.error).toBeNull();
    const {
      active_members: members,
      mrr_minor: mrr,
      to_chase: chase,
    } = figures.data as {
      active_members: number;
      mrr_minor: number;
      to_chase: Record<string, unknown>[];
    };
    // The one within the grace days (overdue) still counts; the suspended one does not.
    expect([members, mrr]).toEqual([4, 8000 + 8667 + 8333 + 3000]);
    expect(chase).toMatchObject([
      {
        subscription_id: lost,
        client_name: 'Sam Suspended',
        plan_name: 'Chased',
        standing: 'suspended',
        overdue_minor: 3000,
        attempts: 4,
        next_attempt_at: null,
      },
      { subscription_id: late, client_name: 'Lee Late', standing: 'overdue', attempts: 2 },
    ]);
    expect(Date.parse(String(chase[1]?.next_attempt_at))).toBeGreaterThan(Date.now());
  });
});
