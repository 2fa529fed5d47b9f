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
    await sellPlan(b, monthly, await staffMadeClient(a, 'Ann Month'));
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
});
