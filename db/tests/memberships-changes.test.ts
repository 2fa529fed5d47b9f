import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { startPaymentsSetup } from '../../src/server/test-support/test-payments.ts';
import { createTestTenant } from '../../src/server/test-support/test-tenants.ts';
import {
  classIn,
  enrollWith,
  joinPlan,
  makePlan,
  membershipRow,
  sellPlan,
  shiftClock,
  type MembershipBusiness,
} from './memberships-fixture.ts';

const day = 24 * 3600 * 1000;
/** The local day (Europe/London) of a moment, or of `days` from now. */
const localDay = (at: number | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(at));
const dayIn = (days: number) => localDay(Date.now() + days * day);
/** The local day `days` after the local day of `at`. */
const daysAfter = (at: unknown, days: number) => {
  const moved = new Date(`${localDay(String(at))}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};

// Freezing, cancelling, keeping and changing a membership (issue 35, point 5).
describe.each(testDatabaseKinds)('changing a membership on %s', (kind) => {
  let b: MembershipBusiness;
  let plans = 0;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-change', 5);
  });
  afterEach(() => shiftClock(b.server, '0'));
  afterAll(() => b.server.stop());

  async function member(values: Record<string, unknown> = {}) {
    return sellPlan(b, await makePlan(b, { name: `Plan ${++plans}`, ...values }));
  }
  const rpc = (name: string, args: Record<string, unknown>) => b.a.client.client.rpc(name, args);
  async function statuses(sub: string) {
    const { rows } = await b.server.db.query<{ id: string; status: string }>(
      'select id, status from public.enrollments where subscription_id = $1',
      [sub],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  }

  it('freezes 14 days: places inside cancelled and told, the period 14 days longer', async () => {
    const sub = await member({ allowance: 8 });
    const inside = (await enrollWith(b, await classIn(b, 24 * 3 + 2), sub)).data?.id ?? '';
    const outside = (await enrollWith(b, await classIn(b, 24 * 20 + 2), sub)).data?.id ?? '';
    const before = await membershipRow(b, sub);
    const frozen = await rpc('freeze_subscription', {
      subscription_id: sub,
      starts_on: dayIn(2),
      ends_on: dayIn(16),
    });
    expect(frozen.error).toBeNull();
    const after = await membershipRow(b, sub);
    expect(localDay(String(after.period_ends_at))).toBe(daysAfter(before.period_ends_at, 14));
    // The same local time of day: exactly 14 local days, whatever a clock change does.
    expect(
      new Date(String(after.period_ends_at)).toLocaleTimeString('en-GB', {
        timeZone: 'Europe/London',
      }),
    ).toBe(
      new Date(String(before.period_ends_at)).toLocaleTimeString('en-GB', {
        timeZone: 'Europe/London',
      }),
    );
    expect(after.next_charge_at).toBe(after.period_ends_at);
    expect(await statuses(sub)).toEqual({ [inside]: 'cancelled', [outside]: 'confirmed' });
    expect(after.allowance_left).toBe(7);
    const { rows } = await b.server.db.query(
      `select kind, snapshot -> 'cancellation' -> 'credits_returned' as credits_returned
       from messaging.messages where event_key = $1`,
      [`enrollment:${inside}:cancelled`],
    );
    expect(rows).toEqual([{ kind: 'place_cancelled', credits_returned: 1 }]);
  });

  it('refuses a freeze in the past, backwards, overlapping, or of a membership not running', async () => {
    const sub = await member();
    const freeze = (from: number, to: number, id = sub) =>
      rpc('freeze_subscription', {
        subscription_id: id,
        starts_on: dayIn(from),
        ends_on: dayIn(to),
      });
    expect((await freeze(-1, 3)).error).toMatchObject({ code: 'freeze_in_past' });
    expect((await freeze(5, 5)).error).toMatchObject({ code: 'invalid_freeze' });
    expect((await freeze(5, 10)).error).toBeNull();
    expect((await freeze(9, 12)).error).toMatchObject({ code: 'freeze_overlaps' });
    expect((await freeze(10, 12)).error).toBeNull();
    const pending = await joinPlan(b, await makePlan(b, { name: `Plan ${++plans}` }));
    expect((await freeze(1, 2, (pending.data as { id: string }).id)).error).toMatchObject({
      code: 'membership_not_live',
    });
    const stranger = await createTestTenant(b.server, 'members-change-b');
    const theirs = await stranger.owner.client.rpc('freeze_subscription', {
      subscription_id: sub,
      starts_on: dayIn(20),
      ends_on: dayIn(21),
    });
    expect(theirs.error).toMatchObject({ code: 'membership_not_found' });
  });

  it('cancels at the end of the period the notice ends in, keeping the places before', async () => {
    const sub = await member({ period: 'week', notice_days: 10 });
    const first = await membershipRow(b, sub);
    const place = (await enrollWith(b, await classIn(b, 24 * 5), sub)).data?.id ?? '';
    // What the member reads before confirming is what cancelling then does.
    const told = await rpc('cancellation_end', { subscription_id: sub });
    const cancelled = await rpc('cancel_subscription', { subscription_id: sub });
    expect(cancelled.error).toBeNull();
    // Ten days of notice end in the second week: the membership ends when that week does.
    const ends = (cancelled.data as { ends_at: string }).ends_at;
    expect(localDay(ends)).toBe(daysAfter(first.period_starts_at, 14));
    expect(new Date(told.data as string).getTime()).toBe(new Date(ends).getTime());
    expect((await rpc('cancellation_end', { subscription_id: sub })).data).toBe(told.data);
    expect(await membershipRow(b, sub)).toMatchObject({ standing: 'cancelling' });
    expect(await statuses(sub)).toEqual({ [place]: 'confirmed' });
    const again = await rpc('cancel_subscription', { subscription_id: sub });
    expect((again.data as { ends_at: string }).ends_at).toBe(ends);
  });

  it('cancels no earlier than the end of the minimum term', async () => {
    const sub = await member({ period: 'week', minimum_periods: 3 });
    const first = await membershipRow(b, sub);
    const cancelled = await rpc('cancel_subscription', { subscription_id: sub });
    expect(localDay((cancelled.data as { ends_at: string }).ends_at)).toBe(
      daysAfter(first.period_starts_at, 21),
    );
  });

  it('cancels the places from the end on, and abandons a pending membership at once', async () => {
    const sub = await member({ period: 'week' });
    const before = (await enrollWith(b, await classIn(b, 24 * 3), sub)).data?.id ?? '';
    const after = (await enrollWith(b, await classIn(b, 24 * 6), sub)).data?.id ?? '';
    // Places are booked within the period, which ends no later than the membership: shortened
    // here by hand so that one falls after the end.
    await b.server.db.query(
      `update public.subscription_periods set ends_at = now() + interval '4 days'
       where subscription_id = $1`,
      [sub],
    );
    await rpc('cancel_subscription', { subscription_id: sub });
    expect(await statuses(sub)).toEqual({ [before]: 'confirmed', [after]: 'cancelled' });
    const pending = await joinPlan(b, await makePlan(b, { name: `Plan ${++plans}` }));
    const abandoned = await rpc('cancel_subscription', {
      subscription_id: (pending.data as { id: string }).id,
    });
    expect(abandoned.data).toMatchObject({ state: 'abandoned', pending_until: null });
  });

  it('keeps a cancelled membership until its end, and not after', async () => {
    const sub = await member();
    await rpc('cancel_subscription', { subscription_id: sub });
    const kept = await rpc('keep_subscription', { subscription_id: sub });
    expect(kept.data).toMatchObject({ ends_at: null, cancel_requested_at: null });
    expect(await membershipRow(b, sub)).toMatchObject({ standing: 'active' });
    await rpc('cancel_subscription', { subscription_id: sub });
    await shiftClock(b.server, '32 days');
    const late = await rpc('keep_subscription', { subscription_id: sub });
    expect(late.error).toMatchObject({ code: 'membership_ending_passed' });
  });

  it('changes plan at the next period, and the same plan takes the change back', async () => {
    const sub = await member({ allowance: 4 });
    const current = String((await membershipRow(b, sub)).plan_name);
    const weekly = await makePlan(b, { name: 'Weekly', period: 'week', price_minor: 2500 });
    const changed = await rpc('change_plan', { subscription_id: sub, plan_id: weekly });
    expect(changed.error).toBeNull();
    const row = await membershipRow(b, sub);
    expect(row).toMatchObject({
      plan_name: current,
      next_plan_id: weekly,
      next_charge_minor: 2500,
    });
    const { plan_id: planId } = changed.data as { plan_id: string };
    const undone = await rpc('change_plan', { subscription_id: sub, plan_id: planId });
    expect(undone.data).toMatchObject({ next_plan_id: null });
    await rpc('change_plan', { subscription_id: sub, plan_id: weekly });
    await shiftClock(b.server, '32 days');
    await b.server.db.query(`select app.begin_period($1, 2, $2, 'desk')`, [
      sub,
      row.period_ends_at,
    ]);
    expect(await membershipRow(b, sub)).toMatchObject({
      plan_name: 'Weekly',
      period: 'week',
      period_number: 2,
      next_plan_id: null,
    });
  });
});
