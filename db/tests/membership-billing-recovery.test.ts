import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billMemberships } from '../../src/server/memberships/billing-worker.ts';
import { chargeOffSession, savedCardOf } from '../../src/server/payments/off-session-charge.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  billingServicesOf,
  createTestPlan,
  liveCardMemberships,
  setClockQuietly,
} from '../../src/server/test-support/test-memberships.ts';
import {
  eventually,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';

// Issue 35, points 3 and 4: a renewal is charged once whatever the workers do (two at once
// beside the server's own; one stopped between its claim and its finish, before or after the
// provider charged), and staff recover a declined one: retry it now, or write it off.

const good = '4242424242424242';
const declinedWhenCharged = '4000000000000341';

describe.each(testDatabaseKinds)('renewals charged once, and recovered, on %s', (kind) => {
  let s: PaymentsSetup;
  let plan: string;
  beforeAll(async () => {
    // The server's worker wakes by NOTIFY only (its poll is an hour): the test decides when.
    s = await startPaymentsSetup(kind, 'recover-bill', 5, { MESSAGE_POLL_SECONDS: '3600' });
    plan = await createTestPlan(s.a, s.cat.yoga);
  }, 60_000);
  afterAll(() => s.server.stop());

  const periodTwo = async (ids: string[]) =>
    (
      await s.server.db.query<{ subscription_id: string; billing: string; attempts: number }>(
        `select subscription_id, billing, attempts from public.subscription_periods
         where subscription_id = any($1) and number = 2`,
        [ids],
      )
    ).rows;
  /** The memberships' first periods have all ended: the clock is moved past the latest. */
  const pastFirstPeriods = async (ids: string[]) => {
    const { rows } = await s.server.db.query<{ end: Date }>(
      'select max(ends_at) as end from public.subscription_periods where subscription_id = any($1)',
      [ids],
    );
    await setClockQuietly(s.server, new Date((rows[0]?.end.getTime() ?? 0) + 60_000));
  };
  /** The memberships of earlier tests are ended, so moving the clock renews none of them. */
  const endEarlier = () =>
    s.server.db.query("update public.subscriptions set state = 'ended' where tenant_id = $1", [
      s.a.id,
    ]);
  const wake = () => s.server.db.query("select pg_notify('membership_billing', '')");
  const paymentsPerCharge = async (ids: string[]) =>
    (
      await s.server.db.query<{ fee_id: string; succeeded: number; opened: number }>(
        `select p.charge_id as fee_id,
                count(pp.id) filter (where pp.status = 'succeeded')::int as succeeded,
                count(pp.id)::int as opened
         from public.subscription_periods p
         left join payments.provider_payments pp on pp.tenant_id = p.tenant_id and pp.fee_id = p.charge_id
         where p.subscription_id = any($1) and p.number = 2
         group by p.charge_id`,
        [ids],
      )
    ).rows;

  it('charges each renewal once with two more workers running beside the server', async () => {
    const ids = await liveCardMemberships(
      s.server,
      s.a.id,
      s.pay.stripe,
      plan,
      Array.from({ length: 30 }, () => good),
    );
    await pastFirstPeriods(ids);
    const services = billingServicesOf(s.server);
    const worker = async () => {
      while ((await billMemberships(services)) > 0);
    };
    await Promise.all([worker(), worker(), wake()]);
    await eventually(
      async () =>
        (await periodTwo(ids)).filter((row) => row.billing === 'paid').length === 30
          ? true
          : undefined,
      30_000,
    );
    const charged = await paymentsPerCharge(ids);
    expect(charged).toHaveLength(30);
    expect(charged.every((row) => row.succeeded === 1 && row.opened === 1)).toBe(true);
  }, 120_000);

  it('loses nothing when a worker stops between its claim and its finish', async () => {
    await endEarlier();
    const [before, after] = await liveCardMemberships(s.server, s.a.id, s.pay.stripe, plan, [
      good,
      good,
    ]);
    const ids = [before ?? '', after ?? ''];
    await pastFirstPeriods(ids);
    const services = billingServicesOf(s.server);
    // A worker that begins the periods and claims them for a second, then stops: one before
    // it reached the provider, the other after the provider charged the card.
    await s.server.db.query('select payments.begin_renewals(10)');
    const { rows } = await s.server.db.query<{
      subscription_id: string;
      charge_id: string;
      client_id: string;
    }>('select subscription_id, charge_id, client_id from payments.claim_renewals(10, 1)');
    expect(rows.map((row) => row.subscription_id).sort()).toEqual([...ids].sort());
    const charged = rows.find((row) => row.subscription_id === after);
    const card = await savedCardOf(s.server.db, s.pay.stripe, s.a.id, charged?.client_id ?? '');
    if (charged === undefined || card === null) throw new Error('no claim or no card');
    await chargeOffSession(
      services,
      s.pay.stripe,
      {
        tenantId: s.a.id,
        clientId: charged.client_id,
        purpose: 'renewal',
        feeId: charged.charge_id,
        subscriptionId: charged.subscription_id,
      },
      card,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await wake();
    await eventually(async () =>
      (await periodTwo(ids)).every((row) => row.billing === 'paid') ? true : undefined,
    );
    expect(
      (await paymentsPerCharge(ids)).map(({ succeeded, opened }) => ({ succeeded, opened })),
    ).toEqual([
      { succeeded: 1, opened: 1 },
      { succeeded: 1, opened: 1 },
    ]);
  }, 60_000);

  it('lets an admin retry a declined renewal now, then write it off', async () => {
    await endEarlier();
    const [member = ''] = await liveCardMemberships(s.server, s.a.id, s.pay.stripe, plan, [
      declinedWhenCharged,
    ]);
    await pastFirstPeriods([member]);
    await wake();
    await eventually(async () =>
      (await periodTwo([member]))[0]?.billing === 'retrying' ? true : undefined,
    );
    const refused = await s.a.staff.client.rpc('retry_renewal', {
      tenant_id: s.a.id,
      subscription_id: member,
    });
    expect(refused.error?.code).toBe('forbidden');
    const retried = await s.a.owner.client.rpc('retry_renewal', {
      tenant_id: s.a.id,
      subscription_id: member,
    });
    expect(retried.error?.message ?? null).toBeNull();
    expect(retried.data).toMatchObject({ billing: 'due', attempts: 1 });
    await eventually(async () =>
      (await periodTwo([member]))[0]?.attempts === 2 ? true : undefined,
    );

    const written = await s.a.owner.client.rpc('write_off_renewal', {
      tenant_id: s.a.id,
      subscription_id: member,
      note: 'Goodwill',
    });
    expect(written.error?.message ?? null).toBeNull();
    expect(written.data).toMatchObject({ number: 2, billing: 'written_off' });
    const { rows } = await s.server.db.query<{ standing: string; balance: number; note: string }>(
      `select c.standing, b.balance_minor::int as balance,
              (select note from public.transactions t where t.subscription_id = c.id
               and t.kind = 'adjustment') as note
       from public.client_subscriptions c
       join public.client_balances b on b.tenant_id = c.tenant_id and b.client_id = c.client_id
       where c.id = $1`,
      [member],
    );
    expect(rows[0]).toEqual({ standing: 'active', balance: 0, note: 'Goodwill' });
    const again = await s.a.owner.client.rpc('write_off_renewal', {
      tenant_id: s.a.id,
      subscription_id: member,
    });
    expect(again.error?.code).toBe('nothing_overdue');
  }, 60_000);
});
