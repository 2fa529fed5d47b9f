import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { startPaymentsSetup } from '../../src/server/test-support/test-payments.ts';
import {
  classIn,
  enrollWith,
  makePlan,
  membershipRow,
  sellPlan,
  shiftClock,
  type MembershipBusiness,
} from './memberships-fixture.ts';

const day = 24 * 3600 * 1000;
/** A local day (Europe/London) `days` from now, as the date a freeze takes. */
const dayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + days * day);

// Freezing, cancelling, keeping and changing a membership (issue 35, point 5).
describe.each(testDatabaseKinds)('changing a membership on %s', (kind) => {
  let b: MembershipBusiness;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-change', 5);
  });
  afterEach(() => shiftClock(b.server, '0'));
  afterAll(() => b.server.stop());

  let clients = 0;
  /** A membership of a fresh client of the business, sold at the desk. */
  async function member(values: Record<string, unknown> = {}) {
    const { a } = b;
    const client = a.client.clientId;
    const plan = await makePlan(b, { name: `Plan ${++clients}`, ...values });
    return { plan, sub: await sellPlan(b, plan, client) };
  }

  it('freezes for 14 days: places inside cancelled, the period exactly 14 days longer', async () => {
    const { sub } = await member({ allowance: 8 });
    const inside = await enrollWith(b, await classIn(b, 24 * 3 + 2), sub);
    const outside = await enrollWith(b, await classIn(b, 24 * 20 + 2), sub);
    expect(inside.error).toBeNull();
    expect(outside.error).toBeNull();
    const before = await membershipRow(b, sub);
    const frozen = await b.a.client.client.rpc('freeze_subscription', {
      subscription_id: sub,
      starts_on: dayIn(2),
      ends_on: dayIn(16),
    });
    expect(frozen.error).toBeNull();
    const after = await membershipRow(b, sub);
    const localDay = (at: unknown) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(String(at)));
    const moved = new Date(String(before.period_ends_at));
    moved.setUTCDate(moved.getUTCDate() + 14);
    expect(localDay(after.period_ends_at)).toBe(localDay(moved));
    expect(after.next_charge_at).toBe(after.period_ends_at);
    const { rows } = await b.server.db.query<{ id: string; status: string }>(
      'select id, status from public.enrollments where subscription_id = $1',
      [sub],
    );
    const statuses = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    expect(statuses).toEqual({
      [inside.data?.id ?? '']: 'cancelled',
      [outside.data?.id ?? '']: 'confirmed',
    });
  });

  it('cancels at the end of the period, and keeps it while it has not ended', async () => {
    const { sub } = await member();
    const cancelled = await b.a.client.client.rpc('cancel_subscription', { subscription_id: sub });
    expect(cancelled.error).toBeNull();
    const row = await membershipRow(b, sub);
    expect(cancelled.data).toMatchObject({ ends_at: row.period_ends_at });
    expect(row).toMatchObject({ standing: 'cancelling', next_charge_at: null });
    const kept = await b.a.client.client.rpc('keep_subscription', { subscription_id: sub });
    expect(kept.data).toMatchObject({ ends_at: null, cancel_requested_at: null });
    expect(await membershipRow(b, sub)).toMatchObject({ standing: 'active' });
  });

  it('changes plan at the next period', async () => {
    const { sub } = await member();
    const next = await makePlan(b, { name: 'Weekly', period: 'week', price_minor: 2500 });
    const changed = await b.a.client.client.rpc('change_plan', {
      subscription_id: sub,
      plan_id: next,
    });
    expect(changed.error).toBeNull();
    expect(await membershipRow(b, sub)).toMatchObject({
      plan_name: 'Plan 3',
      next_plan_id: next,
      next_charge_minor: 2500,
    });
  });
});
