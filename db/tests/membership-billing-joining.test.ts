import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  eventually,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';
import {
  confirmInBrowser,
  createTestPlan,
  joinedMembership,
} from '../../src/server/test-support/test-memberships.ts';

// Issue 35, points 2 to 4, the billing API: a membership's first payment by card (the card saved
// for its renewals) starts it; a member's new card is saved with a SetupIntent when nothing is
// owed, or charged at once for what is overdue, and is then the only card kept; the developer
// clock moves the memberships' time forward.

interface CardAnswer {
  kind: 'payment' | 'setup';
  provider: string;
  publishable_key: string;
  client_secret: string;
  payment_id?: string;
  amount_minor?: number;
  currency?: string;
}

describe.each(testDatabaseKinds)('joining and card updates on %s', (kind) => {
  let s: PaymentsSetup;
  let plan: string;
  let subscription: string;
  beforeAll(async () => {
    s = await startPaymentsSetup(kind, 'join-bill', 5);
    plan = await createTestPlan(s.a, s.cat.yoga, { joining_fee_minor: 1500 });
  }, 60_000);
  afterAll(() => s.server.stop());

  const customer = async () =>
    (
      await s.server.db.query<{ provider_customer_id: string }>(
        'select provider_customer_id from payments.customers where tenant_id = $1 and client_id = $2',
        [s.a.id, s.a.client.clientId],
      )
    ).rows[0]?.provider_customer_id ?? '';
  const cardsKept = async () =>
    (await s.pay.stripe.paymentMethods.list({ customer: await customer(), type: 'card' })).data.map(
      (card) => card.card?.last4,
    );
  const periods = async () =>
    (
      await s.server.db.query<{ number: number; billing: string; amount: number }>(
        `select number, billing, amount_minor::int as amount from public.subscription_periods
         where subscription_id = $1 order by number`,
        [subscription],
      )
    ).rows;
  /** The client opens the first payment of their membership, as the SPA's card form does. */
  const payForJoining = () =>
    postAs(s.server, '/payments/v1/payments', s.a.client.id, {
      tenant_id: s.a.id,
      client_id: s.a.client.clientId,
      purpose: 'membership',
      subscription_id: subscription,
    });
  const updateCard = async (userId: string) => {
    const answer = await postAs(
      s.server,
      `/payments/v1/subscriptions/${subscription}/card`,
      userId,
      {
        tenant_id: s.a.id,
      },
    );
    return { status: answer.status, body: (await answer.json()) as CardAnswer & { code?: string } };
  };

  it('starts a membership when its first payment succeeds, with the card saved', async () => {
    subscription = await joinedMembership(s.a, plan);
    const opened = await payForJoining();
    expect(opened.status).toBe(200);
    const payment = (await opened.json()) as CardAnswer & { provider_payment_id: string };
    expect(payment).toMatchObject({ amount_minor: 6500, currency: 'GBP', provider: 'test' });
    // One open payment per membership: asked again, the same one.
    const again = await payForJoining();
    expect(((await again.json()) as CardAnswer).payment_id).toBe(payment.payment_id);
    // The card is saved for the renewals, whatever the card form asks.
    const unsave = await postAs(
      s.server,
      `/payments/v1/payments/${payment.payment_id}/card-saving`,
      s.a.client.id,
      { tenant_id: s.a.id, save_card: false },
    );
    expect(await unsave.json()).toMatchObject({ save_card: true });
    const intent = await s.pay.stripe.paymentIntents.retrieve(payment.provider_payment_id);
    expect(intent.setup_future_usage).toBe('off_session');

    expect((await confirmInBrowser(s.server, payment, '4242424242424242')).status).toBe(200);
    await eventually(async () => ((await periods()).length > 0 ? true : undefined));
    expect(await periods()).toEqual([{ number: 1, billing: 'paid', amount: 6500 }]);
    const { rows } = await s.server.db.query<{ state: string; kind: string; amount: number }>(
      `select s.state, t.kind, t.amount_minor::int as amount
       from public.subscriptions s join public.transactions t
         on t.tenant_id = s.tenant_id and t.subscription_id = s.id and t.kind <> 'credit_grant'
       where s.id = $1 order by t.kind`,
      [subscription],
    );
    expect(rows).toEqual([
      { state: 'live', kind: 'charge', amount: 6500 },
      { state: 'live', kind: 'payment', amount: 6500 },
    ]);
    expect(await cardsKept()).toEqual(['4242']);
    const receipt = await s.server.db.query<{ amount: number }>(
      `select (m.snapshot #>> '{entry,amount_minor}')::int as amount from messaging.messages m
       where m.tenant_id = $1 and m.kind = 'payment_receipt' and m.client_id = $2`,
      [s.a.id, s.a.client.clientId],
    );
    expect(receipt.rows.map((row) => row.amount)).toContain(6500);
    // Started, there is nothing more to pay for joining.
    const paid = await payForJoining();
    expect(paid.status).toBe(409);
  });

  it('saves a new card with a SetupIntent when nothing is owed, keeping only it', async () => {
    const declined = await updateCard(s.a.client.id);
    expect(declined.body.kind).toBe('setup');
    expect((await confirmInBrowser(s.server, declined.body, '4000000000000002')).status).toBe(402);
    expect(await cardsKept()).toEqual(['4242']);

    const setup = await updateCard(s.a.client.id);
    expect(setup.status).toBe(200);
    expect(setup.body).toMatchObject({ kind: 'setup', provider: 'test' });
    expect((await confirmInBrowser(s.server, setup.body, '5555555555554444')).status).toBe(200);
    await eventually(async () => ((await cardsKept()).join() === '4444' ? true : undefined));
  });

  it('charges what is overdue to the new card at once', async () => {
    await s.server.db.query(
      `update public.subscription_periods set billing = 'retrying', attempts = 1,
         next_attempt_at = app.now() + interval '1 day', overdue_since = app.now()
       where subscription_id = $1`,
      [subscription],
    );
    const staffAsks = await updateCard(s.a.staff.id);
    expect(staffAsks.body).toMatchObject({ kind: 'payment', amount_minor: 6500, currency: 'GBP' });
    expect((await confirmInBrowser(s.server, staffAsks.body, '4242424242424242')).status).toBe(200);
    await eventually(async () => ((await periods())[0]?.billing === 'paid' ? true : undefined));
    await eventually(async () => ((await cardsKept()).join() === '4242' ? true : undefined));
  });

  it("finds nobody else's membership", async () => {
    // Another server, a deployment's way: without the developer clock.
    const other = await startPaymentsSetup(kind, 'join-bill-b', 1, { DEVELOPER_CLOCK: '0' });
    try {
      const answer = await postAs(
        s.server,
        `/payments/v1/subscriptions/${subscription}/card`,
        s.a.owner.id,
        { tenant_id: s.a.id },
      );
      expect(answer.status).toBe(200);
      const stranger = await postAs(
        other.server,
        `/payments/v1/subscriptions/${subscription}/card`,
        other.a.client.id,
        { tenant_id: s.a.id },
      );
      expect(stranger.status).toBe(404);
      const clock = await fetch(`${other.server.url}/developer/clock`, {
        method: 'POST',
        body: JSON.stringify({ advance_days: 1 }),
      });
      expect(clock.status).toBe(404);
    } finally {
      await other.server.stop();
    }
  });

  it('moves the memberships clock forward with the developer tool; an unpaid joining is abandoned', async () => {
    const unpaid = await joinedMembership(s.a, await createTestPlan(s.a, s.cat.yoga));
    const before = (await s.server.db.query<{ now: Date }>('select app.now() as now')).rows[0]?.now;
    const moved = await fetch(`${s.server.url}/developer/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_days: 2 }),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ shift_seconds: 2 * 86_400 });
    const after = (await s.server.db.query<{ now: Date }>('select app.now() as now')).rows[0]?.now;
    expect((after?.getTime() ?? 0) - (before?.getTime() ?? 0)).toBeGreaterThanOrEqual(
      2 * 86_400_000,
    );
    const back = await fetch(`${s.server.url}/developer/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_days: -1 }),
    });
    expect(back.status).toBe(400);
    // The clock's move woke the billing worker: the joining not paid within the hour is abandoned.
    await eventually(async () => {
      const { rows } = await s.server.db.query<{ state: string }>(
        'select state from public.subscriptions where id = $1',
        [unpaid],
      );
      return rows[0]?.state === 'abandoned' ? true : undefined;
    });
  });
});
