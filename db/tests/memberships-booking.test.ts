import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { startPaymentsSetup } from '../../src/server/test-support/test-payments.ts';
import {
  classIn,
  enrollWith,
  makePlan,
  sellPlan,
  type MembershipBusiness,
} from './memberships-fixture.ts';

// Booking classes with a membership (issue 35, point 2): enroll with subscription_id, its
// refusals in order, the allowance in the ledger, the daily limit and late cancels.
describe.each(testDatabaseKinds)('booking with a membership on %s', (kind) => {
  let b: MembershipBusiness;
  beforeAll(async () => {
    const setup = await startPaymentsSetup(kind, 'members-book', 5);
    b = setup;
  });
  afterAll(() => b.server.stop());

  it('books a class with a membership: a credit_use of its period grant, no card needed', async () => {
    const plan = await makePlan(b, { name: 'Eight', allowance: 8 });
    const sub = await sellPlan(b, plan);
    const placed = await enrollWith(b, await classIn(b, 30), sub);
    expect(placed.error).toBeNull();
    expect(placed.data).toMatchObject({ status: 'confirmed' });
    const { rows } = await b.server.db.query<{ credits_used: number; credits_remaining: number }>(
      'select credits_used, credits_remaining from public.client_allowances where subscription_id = $1',
      [sub],
    );
    expect(rows).toEqual([{ credits_used: 1, credits_remaining: 7 }]);
  });
});
