import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDate,
  localTime,
  nextClockChange,
} from '../../src/server/test-support/clock-changes.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  confirmInBrowser,
  createTestPlan,
  liveCardMemberships,
  moveClockTo,
} from '../../src/server/test-support/test-memberships.ts';
import {
  eventually,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';

// Issue 35, point 7: a hundred memberships lived through three periods with the database's
// clock moved forward, one card in ten declined when charged: every decline retried on +1, +3
// and +7 days with the client told, booking paused after the grace days and open again once
// paid, suspended after the last retry, nothing charged twice; a 14-day freeze moves the next
// charge by exactly 14 days; a period across a daylight-saving change renews on its local day.

const day = 86_400_000;
const zone = 'Europe/London';
const good = '4242424242424242';
const declinedWhenCharged = '4000000000000341';

interface Period {
  subscription_id: string;
  number: number;
  billing: string;
  attempts: number;
  starts_at: Date;
  ends_at: Date;
  overdue_since: Date | null;
  next_attempt_at: Date | null;
}

describe.each(testDatabaseKinds)('membership renewals on %s', (kind) => {
  let s: PaymentsSetup;
  let plan: string;
  let hundred: string[];
  let declining: string[];
  let frozen: string;
  let normalEnd2: Date;
  beforeAll(async () => {
    s = await startPaymentsSetup(kind, 'renew-bill', 5, { MESSAGE_POLL_SECONDS: '2' });
    plan = await createTestPlan(s.a, s.cat.yoga);
    const cards = Array.from({ length: 100 }, (_, i) =>
      i % 10 === 9 ? declinedWhenCharged : good,
    );
    hundred = await liveCardMemberships(s.server, s.a.id, s.pay.stripe, plan, cards);
    declining = hundred.filter((_, i) => i % 10 === 9);
    [frozen = ''] = await liveCardMemberships(s.server, s.a.id, s.pay.stripe, plan, [good]);
  }, 180_000);
  afterAll(() => s.server.stop());

  const periods = async (ids: string[], number: number) =>
    (
      await s.server.db.query<Period>(
        `select subscription_id, number, billing, attempts, starts_at, ends_at, overdue_since,
                next_attempt_at
         from public.subscription_periods where subscription_id = any($1) and number = $2`,
        [ids, number],
      )
    ).rows;
  const count = (rows: Period[], billing: string) =>
    rows.filter((row) => row.billing === billing).length;
  const standings = async (ids: string[]) =>
    (
      await s.server.db.query<{ standing: string; n: number }>(
        `select standing, count(*)::int as n from public.client_subscriptions
         where id = any($1) group by standing order by standing`,
        [ids],
      )
    ).rows;
  /** Waits until no period `number` of these memberships is waiting to be charged. */
  const settled = (ids: string[], number: number, expected: number) =>
    eventually(async () => {
      const rows = await periods(ids, number);
      const done = rows.filter((row) => !['due', 'charging'].includes(row.billing));
      return done.length === expected && rows.length === expected ? rows : undefined;
    }, 90_000);
  /** The latest of a column over these periods: the memberships began a few ms apart. */
  const latest = (rows: Period[], key: 'ends_at' | 'overdue_since') =>
    new Date(Math.max(...rows.map((row) => row[key]?.getTime() ?? 0)));
  /** Staff book the member into a class tomorrow (by the memberships' clock) with it. */
  const book = async (subscription: string) => {
    const { rows } = await s.server.db.query<{ id: string; client_id: string }>(
      `with class as (
         insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
         values ($1, $2, app.now() + interval '1 day', app.now() + interval '25 hours', 10)
         returning id)
       select class.id, s.client_id from class, public.subscriptions s where s.id = $3`,
      [s.a.id, s.cat.yoga, subscription],
    );
    const { error } = await s.a.staff.client.rpc('enroll', {
      booking_id: rows[0]?.id,
      option_id: null,
      client_id: rows[0]?.client_id,
      subscription_id: subscription,
    });
    return error?.code ?? 'ok';
  };
  const overdueSince = async () => latest(await periods(declining, 2), 'overdue_since');

  it('renews each membership once its period ends: nine in ten charged, one declined and told', async () => {
    const first = await periods([...hundred, frozen], 1);
    // The freeze starts inside the second period and lasts 14 days.
    const secondStarts = latest(first, 'ends_at');
    const freezeFrom = localDate(zone, new Date(secondStarts.getTime() + 3 * day).toISOString());
    const freezeTo = localDate(zone, new Date(secondStarts.getTime() + 17 * day).toISOString());
    await s.server.db.query(
      `insert into public.subscription_freezes (tenant_id, subscription_id, starts_on, ends_on)
       values ($1, $2, $3, $4)`,
      [s.a.id, frozen, freezeFrom, freezeTo],
    );
    await moveClockTo(s.server, new Date(secondStarts.getTime() + 60_000));
    const second = await settled([...hundred, frozen], 2, 101);
    expect(count(second, 'paid')).toBe(91);
    const retrying = second.filter((row) => row.billing === 'retrying');
    expect(retrying.map((row) => row.subscription_id).sort()).toEqual([...declining].sort());
    for (const row of second) {
      // Contiguous: each second period starts when its first ended.
      expect(row.starts_at).toEqual(
        first.find((one) => one.subscription_id === row.subscription_id)?.ends_at,
      );
      if (row.billing !== 'retrying') continue;
      expect(row.attempts).toBe(1);
      expect((row.next_attempt_at?.getTime() ?? 0) - (row.overdue_since?.getTime() ?? 0)).toBe(day);
    }
    expect(await standings(hundred)).toEqual([
      { standing: 'active', n: 90 },
      { standing: 'overdue', n: 10 },
    ]);
    const told = await s.server.db.query<{ n: number }>(
      `select count(distinct event_key)::int as n from messaging.messages
       where tenant_id = $1 and kind = 'membership_card_declined'`,
      [s.a.id],
    );
    expect(told.rows[0]?.n).toBe(10);
    normalEnd2 = latest(
      second.filter((row) => row.subscription_id !== frozen),
      'ends_at',
    );
    // The frozen one's period ends a month and exactly 14 local days after it began: the same
    // local time of day, 14 days later (whatever the time of day the test runs at).
    const expected = await s.server.db.query<{ frozen: Date; shifted: Date }>(
      `select p.ends_at as frozen,
              ((p.starts_at at time zone $2) + interval '1 month' + interval '14 days')
                at time zone $2 as shifted
       from public.subscription_periods p where p.subscription_id = $1 and p.number = 2`,
      [frozen, zone],
    );
    expect(expected.rows[0]?.frozen).toEqual(expected.rows[0]?.shifted);
  }, 180_000);

  it('retries a declined renewal on +1 and +3 days, pausing booking after the grace days', async () => {
    const since = await overdueSince();
    await moveClockTo(s.server, new Date(since.getTime() + day + 60_000));
    await eventually(
      async () =>
        (await periods(declining, 2)).every((row) => row.attempts === 2) ? true : undefined,
      30_000,
    );
    expect(await standings(declining)).toEqual([{ standing: 'overdue', n: 10 }]);
    // Within the grace days, the member books as before.
    expect(await book(declining[0] ?? '')).toBe('ok');
    await moveClockTo(s.server, new Date(since.getTime() + 3 * day + 60_000));
    const third = await eventually(async () => {
      const rows = await periods(declining, 2);
      return rows.every((row) => row.attempts === 3 && row.billing === 'retrying')
        ? rows
        : undefined;
    }, 30_000);
    for (const row of third)
      expect((row.next_attempt_at?.getTime() ?? 0) - (row.overdue_since?.getTime() ?? 0)).toBe(
        7 * day,
      );
    expect(await standings(declining)).toEqual([{ standing: 'paused', n: 10 }]);
    expect(await book(declining[0] ?? '')).toBe('membership_paused');
  }, 120_000);

  it('opens booking again once a new card pays what is overdue', async () => {
    for (const subscription of declining.slice(0, 5)) {
      const answer = await postAs(
        s.server,
        `/payments/v1/subscriptions/${subscription}/card`,
        s.a.staff.id,
        {
          tenant_id: s.a.id,
        },
      );
      const opened = (await answer.json()) as {
        kind: string;
        amount_minor: number;
        client_secret: string;
        publishable_key: string;
      };
      expect(opened).toMatchObject({ kind: 'payment', amount_minor: 5000 });
      expect((await confirmInBrowser(s.server, opened, good)).status).toBe(200);
    }
    await eventually(async () =>
      count(await periods(declining.slice(0, 5), 2), 'paid') === 5 ? true : undefined,
    );
    expect(await standings(declining.slice(0, 5))).toEqual([{ standing: 'active', n: 5 }]);
    expect(await book(declining[0] ?? '')).toBe('ok');
  }, 60_000);

  it('suspends after the last retry declines, and tells the client', async () => {
    const since = await overdueSince();
    const left = declining.slice(5);
    await moveClockTo(s.server, new Date(since.getTime() + 7 * day + 60_000));
    await eventually(
      async () => (count(await periods(left, 2), 'failed') === 5 ? true : undefined),
      30_000,
    );
    expect((await periods(left, 2)).every((row) => row.attempts === 4)).toBe(true);
    expect(await standings(left)).toEqual([{ standing: 'suspended', n: 5 }]);
    expect(await book(left[0] ?? '')).toBe('membership_paused');
    const told = await s.server.db.query<{ n: number }>(
      `select count(distinct event_key)::int as n from messaging.messages
       where tenant_id = $1 and kind = 'membership_suspended'`,
      [s.a.id],
    );
    expect(told.rows[0]?.n).toBe(5);
    // Rendered and delivered in the client's language, as every message is.
    const delivered = await eventually(async () => {
      const { rows } = await s.server.db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from messaging.messages
         where tenant_id = $1 and kind in ('membership_card_declined', 'membership_suspended')
         group by status`,
        [s.a.id],
      );
      return rows.every((row) => row.status === 'sent') ? rows : undefined;
    }, 30_000);
    expect(delivered).toEqual([{ status: 'sent', n: 35 }]);
  }, 60_000);

  it('charges the third period once to each membership in good standing, the new cards too', async () => {
    await moveClockTo(s.server, new Date(normalEnd2.getTime() + 60_000));
    const third = await settled(
      hundred.filter((id) => !declining.slice(5).includes(id)),
      3,
      95,
    );
    expect(count(third, 'paid')).toBe(95);
    expect(await periods(declining.slice(5), 3)).toEqual([]);
    // Nothing charged twice: one succeeded provider payment and one ledger payment per period.
    const twice = await s.server.db.query(
      `select fee_id from payments.provider_payments
       where tenant_id = $1 and purpose = 'renewal' and status = 'succeeded'
       group by fee_id having count(*) > 1`,
      [s.a.id],
    );
    expect(twice.rows).toEqual([]);
    const paid = await s.server.db.query<{ payments: number; periods: number }>(
      `select (select count(*)::int from public.transactions t
               where t.tenant_id = $1 and t.kind = 'payment' and t.subscription_id = any($2)) as payments,
              (select count(*)::int from public.subscription_periods p
               where p.subscription_id = any($2) and p.billing = 'paid') as periods`,
      [s.a.id, hundred],
    );
    expect(paid.rows[0]).toEqual({ payments: 290, periods: 290 });
    // Each charge paid gets its receipt: the first periods' and both renewals'.
    const receipts = await s.server.db.query<{ n: number }>(
      `select count(distinct m.event_key)::int as n from messaging.messages m
       join public.transactions t on m.event_key = 'transaction:' || t.id
       where t.tenant_id = $1 and t.subscription_id = any($2) and m.kind = 'payment_receipt'`,
      [s.a.id, hundred],
    );
    expect(receipts.rows[0]?.n).toBe(290);
    // Each declined attempt's payment was canceled: 10 + 10 + 10 declines, then 5 more.
    const declined = await s.server.db.query<{ n: number }>(
      `select count(*)::int as n from payments.provider_payments
       where tenant_id = $1 and purpose = 'renewal' and status = 'canceled'`,
      [s.a.id],
    );
    expect(declined.rows[0]?.n).toBe(35);
  }, 180_000);

  it('moves the next charge of a membership frozen for 14 days by exactly 14 days', async () => {
    expect(await periods([frozen], 3)).toEqual([]);
    const [second] = await periods([frozen], 2);
    await moveClockTo(s.server, new Date((second?.ends_at.getTime() ?? 0) + 60_000));
    const [third] = await eventually(async () => {
      const rows = await periods([frozen], 3);
      return rows[0]?.billing === 'paid' ? rows : undefined;
    });
    // Charged when the lengthened period ended, not a month after it began.
    expect(third?.starts_at).toEqual(second?.ends_at);
  }, 60_000);

  it('renews a period across a daylight-saving change on the right local day', async () => {
    // The hundred are done with: ended, they renew no more while the clock moves on.
    await s.server.db.query(
      "update public.subscriptions set state = 'ended' where tenant_id = $1",
      [s.a.id],
    );
    const change = nextClockChange(zone);
    const [member] = await liveCardMemberships(s.server, s.a.id, s.pay.stripe, plan, [good]);
    const start = new Date(`${change.date}T09:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 10);
    await s.server.db.query(
      `update public.subscription_periods set starts_at = $2,
         ends_at = app.period_end($1, 1, $2, 'month') where subscription_id = $1`,
      [member, start],
    );
    const [first] = await periods([member ?? ''], 1);
    await moveClockTo(s.server, new Date((first?.ends_at.getTime() ?? 0) + 60_000));
    const [renewed] = await eventually(async () => {
      const rows = await periods([member ?? ''], 2);
      return rows[0]?.billing === 'paid' ? rows : undefined;
    });
    expect(renewed?.starts_at).toEqual(first?.ends_at);
    const startDay = localDate(zone, start.toISOString()).slice(8);
    expect(localDate(zone, renewed?.starts_at.toISOString() ?? '').slice(8)).toBe(startDay);
    expect(localTime(zone, renewed?.starts_at.toISOString() ?? '')).toBe(
      localTime(zone, start.toISOString()),
    );
    expect(localDate(zone, renewed?.ends_at.toISOString() ?? '').slice(8)).toBe(startDay);
  }, 60_000);
});
