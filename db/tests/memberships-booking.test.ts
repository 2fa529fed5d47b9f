import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  startPaymentsSetup,
  staffMadeClient,
} from '../../src/server/test-support/test-payments.ts';
import { createTestTenant } from '../../src/server/test-support/test-tenants.ts';
import {
  classIn,
  enrollWith,
  joinPlan,
  makePlan,
  sellPlan,
  shiftClock,
  type MembershipBusiness,
} from './memberships-fixture.ts';

const hour = 3600 * 1000;
const day = 24 * hour;
/** A local day (Europe/London) `days` from now, as a freeze takes it. */
const dayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + days * day);

// Booking a class with a membership (issue 35, point 2): enroll with subscription_id and its
// refusals, each with its stable code, in the order the rules are checked.
describe.each(testDatabaseKinds)('booking with a membership on %s', (kind) => {
  let b: MembershipBusiness;
  let plans = 0;
  beforeAll(async () => {
    b = await startPaymentsSetup(kind, 'members-book', 5);
  });
  afterEach(() => shiftClock(b.server, '0'));
  afterAll(() => b.server.stop());

  /** A fresh plan (each its own, as a client holds one membership of a plan) sold to the client. */
  async function member(values: Record<string, unknown> = {}) {
    return sellPlan(b, await makePlan(b, { name: `Plan ${++plans}`, ...values }));
  }
  async function refusal(bookingId: string, subscriptionId: string) {
    const answer = await enrollWith(b, bookingId, subscriptionId);
    expect(answer.data).toBeNull();
    return { code: answer.error?.code, message: answer.error?.message };
  }

  it('books with a membership: a credit_use of its period grant, no card needed', async () => {
    const sub = await member({ allowance: 8 });
    const placed = await enrollWith(b, await classIn(b, 30), sub);
    expect(placed.error).toBeNull();
    expect(placed.data).toMatchObject({
      status: 'confirmed',
      option_id: null,
      subscription_id: sub,
    });
    const { rows } = await b.server.db.query(
      `select credits_used, credits_remaining from public.client_allowances
       where subscription_id = $1`,
      [sub],
    );
    expect(rows).toEqual([{ credits_used: 1, credits_remaining: 7 }]);
    // The client's places say what paid for each.
    const place = await b.a.client.client
      .from('client_places')
      .select('option_id, subscription_id')
      .eq('id', placed.data?.id ?? '')
      .single();
    expect(place.data).toEqual({ option_id: null, subscription_id: sub });
  });

  it("refuses another client's or another business's membership", async () => {
    const theirs = await sellPlan(
      b,
      await makePlan(b, { name: `Plan ${++plans}` }),
      await staffMadeClient(b.a, 'Someone Else'),
    );
    expect(await refusal(await classIn(b, 30), theirs)).toMatchObject({
      code: 'membership_not_found',
    });
    const elsewhere = await createTestTenant(b.server, 'members-book-b');
    const { rows } = await b.server.db.query<{ id: string }>(
      `insert into public.services (tenant_id, kind, name, duration_minutes, capacity)
       values ($1, 'group', 'Spin', 60, 5) returning id`,
      [elsewhere.id],
    );
    const spin = await b.server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
       values ($1, $2, now() + interval '30 hours', now() + interval '31 hours', 5) returning id`,
      [elsewhere.id, rows[0]?.id],
    );
    const mine = await member();
    const answer = await elsewhere.client.client.rpc('enroll', {
      booking_id: spin.rows[0]?.id,
      option_id: null,
      subscription_id: mine,
    });
    expect(answer.error).toMatchObject({ code: 'membership_not_found' });
  });

  it('refuses a class the plan does not cover, and an option beside the membership', async () => {
    const sub = await member();
    const pilates = await b.a.owner.client
      .from('services')
      .insert({
        tenant_id: b.a.id,
        kind: 'group',
        name: 'Pilates',
        duration_minutes: 60,
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    const session = await b.server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
       values ($1, $2, now() + interval '30 hours', now() + interval '31 hours', 5) returning id`,
      [b.a.id, pilates.data?.id],
    );
    expect(await refusal(session.rows[0]?.id ?? '', sub)).toMatchObject({
      code: 'membership_not_covering',
    });
    const both = await b.a.client.client.rpc('enroll', {
      booking_id: await classIn(b, 30),
      option_id: b.cat.dropIn,
      subscription_id: sub,
    });
    expect(both.error).toMatchObject({ code: 'option_or_membership' });
  });

  it('refuses while pending, paused past the grace days or ended; books while overdue', async () => {
    const plan = await makePlan(b, { name: `Plan ${++plans}` });
    const pending = await joinPlan(b, plan);
    const session = await classIn(b, 30);
    expect(await refusal(session, (pending.data as { id: string }).id)).toEqual({
      code: 'membership_paused',
      message: 'This membership starts when its first payment is made.',
    });
    const sub = await member();
    const overdue = (days: number) =>
      b.server.db.query(
        `update public.subscription_periods
         set billing = 'retrying', next_attempt_at = app.now() + interval '1 day',
             overdue_since = app.now() - make_interval(days => $2)
         where subscription_id = $1`,
        [sub, days],
      );
    await overdue(5);
    expect(await refusal(session, sub)).toEqual({
      code: 'membership_paused',
      message: 'This membership is paused until its payment is made: update your card.',
    });
    await overdue(1);
    expect((await enrollWith(b, session, sub)).error).toBeNull();
    const ended = await member();
    await b.a.client.client.rpc('cancel_subscription', { subscription_id: ended });
    await shiftClock(b.server, '32 days');
    expect(await refusal(await classIn(b, 24 * 33), ended)).toEqual({
      code: 'membership_paused',
      message: 'This membership has ended.',
    });
  });

  it('refuses a class after the current period, or after the membership ends', async () => {
    const sub = await member();
    const later = await classIn(b, 24 * 40);
    expect(await refusal(later, sub)).toMatchObject({ code: 'membership_not_yet' });
    await b.a.client.client.rpc('cancel_subscription', { subscription_id: sub });
    expect(await refusal(later, sub)).toMatchObject({ code: 'membership_ending' });
  });

  it('refuses a class on a frozen day, and books one after the freeze while frozen', async () => {
    const sub = await member();
    const frozen = await b.a.client.client.rpc('freeze_subscription', {
      subscription_id: sub,
      starts_on: dayIn(2),
      ends_on: dayIn(6),
    });
    expect(frozen.error).toBeNull();
    expect(await refusal(await classIn(b, 24 * 4), sub)).toMatchObject({
      code: 'membership_frozen',
    });
    // While frozen, a class after the freeze is still booked (the freeze is not a pause).
    await shiftClock(b.server, '3 days');
    expect((await enrollWith(b, await classIn(b, 24 * 8), sub)).error).toBeNull();
  });

  it("refuses once the period's allowance is used", async () => {
    const sub = await member({ allowance: 1 });
    expect((await enrollWith(b, await classIn(b, 30), sub)).error).toBeNull();
    expect(await refusal(await classIn(b, 50), sub)).toMatchObject({ code: 'allowance_used' });
  });

  it("refuses past the plan's daily limit on the class's local day", async () => {
    const sub = await member({ daily_limit: 1 });
    // Two classes on one London day (10:00 and 13:00 UTC are the same local day all year).
    const date = new Date(`${dayIn(3)}T10:00:00Z`).getTime();
    const first = await classIn(b, (date - Date.now()) / hour);
    const second = await classIn(b, (date + 3 * hour - Date.now()) / hour);
    const nextDay = await classIn(b, (date + day - Date.now()) / hour);
    expect((await enrollWith(b, first, sub)).error).toBeNull();
    expect(await refusal(second, sub)).toMatchObject({ code: 'daily_limit_reached' });
    expect((await enrollWith(b, nextDay, sub)).error).toBeNull();
  });
});
