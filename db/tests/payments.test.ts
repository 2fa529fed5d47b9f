import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  eventually,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 20, point 4: provider events reach the ledger through the webhook endpoint, each one
// applied once whatever the order or how often it arrives, each provider payment once in the
// ledger linked to what it paid for, and the reconciliation view lists any difference. The
// payments are opened through the server's route and paid with the real stripe SDK against the
// embedded test provider, whose webhooks arrive on their own; the events a test crafts itself
// are signed as Stripe signs them.

type Row = Record<string, unknown>;
type Opened = {
  payment_id: string;
  provider_payment_id: string;
  amount_minor: number;
  client_secret: string;
};

describe.each(testDatabaseKinds)('payments on %s', (kind) => {
  let server: PaymentsSetup['server'];
  let a: TestTenant;
  let b: TestTenant;
  let cat: PaymentsSetup['cat'];
  let pay: PaymentsSetup['pay'];
  beforeAll(async () => {
    ({ server, a, cat, pay } = await startPaymentsSetup(kind, 'pay-a', 5));
    b = await createTestTenant(server, 'pay-b');
  }, 60_000);
  afterAll(() => server.stop());

  const openPurchase = async (option = cat.pack, tenant = a) => {
    const answer = await postAs(server, '/payments/v1/payments', tenant.client.id, {
      tenant_id: tenant.id,
      client_id: tenant.client.clientId,
      purpose: 'purchase',
      option_id: option,
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Opened;
  };
  const payment = async (providerPaymentId: string) =>
    (
      await server.db.query<Row>(
        'select * from payments.provider_payments where provider_payment_id = $1',
        [providerPaymentId],
      )
    ).rows[0] ?? {};
  /** The ledger entries a provider payment made: its payment, its refunds, a purchase's grant and charge. */
  const ledgerOf = async (providerPaymentId: string) =>
    (
      await server.db.query<Row>(
        `select t.kind, t.amount_minor::int as amount, t.method, t.option_id, t.enrollment_id
         from public.transactions t
         join payments.provider_payments p on p.tenant_id = t.tenant_id
         where p.provider_payment_id = $1
           and (t.id in (p.transaction_id, p.grant_id) or t.refund_of = p.transaction_id
                or (t.kind = 'charge' and t.option_id = p.option_id and t.created_at = (
                      select created_at from public.transactions where id = p.grant_id)))
         order by t.created_at, t.kind`,
        [providerPaymentId],
      )
    ).rows;
  const reconciliation = async (providerPaymentId: string) => {
    const { data, error } = await a.owner.client
      .from('payment_reconciliation')
      .select('*')
      .eq('provider_payment_id', providerPaymentId)
      .single<Row>();
    if (error) throw new Error(error.message);
    return data;
  };
  const settled = (providerPaymentId: string, status: string) =>
    eventually(async () => {
      const row = await payment(providerPaymentId);
      return row.status === status ? row : undefined;
    });
  /** An event as Stripe sends it, about one of our payments. */
  const event = (
    type: string,
    object: Row,
    id = `evt_${crypto.randomUUID().replaceAll('-', '')}`,
  ) => ({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    type,
    data: { object },
  });
  const succeeded = (opened: Opened) =>
    event('payment_intent.succeeded', {
      id: opened.provider_payment_id,
      object: 'payment_intent',
      amount: opened.amount_minor,
      amount_received: opened.amount_minor,
      status: 'succeeded',
    });
  const refunded = (opened: Opened, total: number) =>
    event('charge.refunded', {
      id: `ch_${opened.provider_payment_id.slice(3)}`,
      object: 'charge',
      payment_intent: opened.provider_payment_id,
      amount: opened.amount_minor,
      amount_captured: opened.amount_minor,
      amount_refunded: total,
      refunded: total === opened.amount_minor,
    });
  const failed = (opened: Opened) =>
    event('payment_intent.payment_failed', {
      id: opened.provider_payment_id,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Declined.',
      },
    });
  const send = async (body: unknown) => {
    const answer = await pay.sendEvent(body);
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { outcome: string }).outcome;
  };

  it('buys a pack by card: one card payment in the ledger, the pack granted, nothing to reconcile', async () => {
    const opened = await openPurchase();
    expect(opened).toMatchObject({
      amount_minor: 2800,
      provider_payment_id: expect.stringMatching(/^pi_/),
    });
    expect(JSON.stringify(opened)).not.toMatch(/sk_test|whsec_/);
    await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    const row = await settled(opened.provider_payment_id, 'succeeded');
    expect(row).toMatchObject({
      purpose: 'purchase',
      option_id: cat.pack,
      client_id: a.client.clientId,
    });
    expect(await ledgerOf(opened.provider_payment_id)).toEqual([
      expect.objectContaining({ kind: 'charge', amount: 2800, option_id: cat.pack }),
      expect.objectContaining({ kind: 'credit_grant', amount: 0, option_id: cat.pack }),
      expect.objectContaining({
        kind: 'payment',
        amount: 2800,
        method: 'card',
        option_id: cat.pack,
      }),
    ]);
    // The pack is the client's at once.
    const credits = await a.client.client
      .from('client_credits')
      .select('*')
      .eq('grant_id', row.grant_id as string);
    expect(credits.data).toEqual([expect.objectContaining({ credits_remaining: 2, valid: true })]);
    expect(await reconciliation(opened.provider_payment_id)).toMatchObject({
      status: 'succeeded',
      amount_minor: 2800,
      ledger_paid_minor: 2800,
      ledger_refunded_minor: 0,
      difference: null,
    });
  });

  it('records a declined card and nothing in the ledger; a card that authenticates then pays', async () => {
    const opened = await openPurchase();
    const error = await pay.stripe.paymentIntents
      .confirm(opened.provider_payment_id, { payment_method: 'pm_card_visa_chargeDeclined' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const row = await eventually(async () => {
      const found = await payment(opened.provider_payment_id);
      return found.last_error_code === 'generic_decline' ? found : undefined;
    });
    expect(row).toMatchObject({ status: 'requires_payment_method', transaction_id: null });
    expect(await ledgerOf(opened.provider_payment_id)).toEqual([]);

    const waiting = await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    expect(waiting.status).toBe('requires_action');
    await fetch(
      `${server.url}/payments/test-provider/authenticate/${a.id}/${opened.provider_payment_id}`,
      {
        method: 'POST',
        body: new URLSearchParams({ result: 'pass' }),
      },
    );
    await settled(opened.provider_payment_id, 'succeeded');
    expect(
      (await ledgerOf(opened.provider_payment_id)).filter((t) => t.kind === 'payment'),
    ).toHaveLength(1);
  });

  it('records a refund in part and then the rest, each once, through the provider', async () => {
    const opened = await openPurchase();
    await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    await settled(opened.provider_payment_id, 'succeeded');
    await pay.stripe.refunds.create({ payment_intent: opened.provider_payment_id, amount: 800 });
    await eventually(async () =>
      (await payment(opened.provider_payment_id)).amount_refunded_minor === '800' ||
      (await payment(opened.provider_payment_id)).amount_refunded_minor === 800
        ? true
        : undefined,
    );
    await pay.stripe.refunds.create({ payment_intent: opened.provider_payment_id });
    await eventually(async () =>
      Number((await payment(opened.provider_payment_id)).amount_refunded_minor) === 2800
        ? true
        : undefined,
    );
    const refunds = (await ledgerOf(opened.provider_payment_id)).filter((t) => t.kind === 'refund');
    expect(refunds.map((t) => t.amount)).toEqual([800, 2000]);
    expect(refunds.every((t) => t.method === 'card')).toBe(true);
    expect(await reconciliation(opened.provider_payment_id)).toMatchObject({
      amount_refunded_minor: 2800,
      ledger_refunded_minor: 2800,
      difference: null,
    });
  });

  it('changes nothing for a duplicated webhook, sent again by the provider or by anyone', async () => {
    const opened = await openPurchase();
    await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    await settled(opened.provider_payment_id, 'succeeded');
    const before = await ledgerOf(opened.provider_payment_id);
    const delivered = (
      await pay.stripe.events.list({ type: 'payment_intent.succeeded', limit: 20 })
    ).data.find((e) => (e.data.object as { id: string }).id === opened.provider_payment_id);
    expect(delivered).toBeDefined();
    expect(await send(delivered)).toBe('duplicate');
    expect(await send(delivered)).toBe('duplicate');
    expect(await ledgerOf(opened.provider_payment_id)).toEqual(before);
    const recorded = await server.db.query(
      'select 1 from payments.events where provider_event_id = $1',
      [delivered?.id],
    );
    expect(recorded.rows).toHaveLength(1);
  });

  it('ends the same whatever order the events arrive in, and again when they all come twice', async () => {
    // Every order of: the success, a refund of 1000, then 2800 refunded in all, and a failure
    // of an earlier attempt; each ends as one payment of 2800 refunded in full, once.
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 0, 3, 2],
      [2, 3, 0, 1],
      [2, 1, 0, 3],
      [3, 0, 2, 1],
    ];
    for (const order of orders) {
      const opened = await openPurchase();
      const events = [
        succeeded(opened),
        refunded(opened, 1000),
        refunded(opened, 2800),
        failed(opened),
      ];
      const outcomes = [];
      for (const index of order) outcomes.push(await send(events[index]));
      expect(outcomes.filter((o) => o === 'applied').length).toBeGreaterThanOrEqual(1);
      const once = await ledgerOf(opened.provider_payment_id);
      expect(once.filter((t) => t.kind === 'payment').map((t) => t.amount)).toEqual([2800]);
      expect(
        once.filter((t) => t.kind === 'refund').reduce((sum, t) => sum + Number(t.amount), 0),
      ).toBe(2800);
      expect(once.filter((t) => t.kind === 'credit_grant')).toHaveLength(1);
      for (const index of [...order].reverse()) expect(await send(events[index])).toBe('duplicate');
      expect(await ledgerOf(opened.provider_payment_id)).toEqual(once);
      expect(await reconciliation(opened.provider_payment_id)).toMatchObject({
        status: 'succeeded',
        amount_refunded_minor: 2800,
        difference: null,
      });
    }
  });

  it('applies one event once when two deliveries of it arrive at the same time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const opened = await openPurchase();
      const success = succeeded(opened);
      const outcomes = await Promise.all([
        send(success),
        send(success),
        send(refunded(opened, 500)),
      ]);
      // One delivery of the success is a duplicate of the other, which applies it, or finds it
      // applied already by the refund that raced it (a refund records the success first).
      const successes = outcomes.slice(0, 2);
      expect(successes.filter((outcome) => outcome === 'duplicate')).toHaveLength(1);
      expect(['applied', 'ignored']).toContain(successes.find((o) => o !== 'duplicate'));
      const ledger = await ledgerOf(opened.provider_payment_id);
      expect(ledger.filter((t) => t.kind === 'payment')).toHaveLength(1);
      expect(ledger.filter((t) => t.kind === 'refund').map((t) => t.amount)).toEqual([500]);
    }
  });

  it('never undoes a success or a cancellation, and records nothing for an unknown payment', async () => {
    const opened = await openPurchase();
    await pay.stripe.paymentIntents.cancel(opened.provider_payment_id);
    await settled(opened.provider_payment_id, 'canceled');
    expect(await send(failed(opened))).toBe('ignored');
    expect((await payment(opened.provider_payment_id)).status).toBe('canceled');
    const stranger = event('payment_intent.succeeded', {
      id: 'pi_NotOpenedByUs000000',
      object: 'payment_intent',
      amount: 100,
    });
    expect(await send(stranger)).toBe('unknown_payment');
    expect(
      (
        await server.db.query('select 1 from payments.events where provider_event_id = $1', [
          stranger.id,
        ])
      ).rows,
    ).toEqual([]);
    const other = event('customer.created', { id: 'cus_123456789', object: 'customer' });
    expect(await send(other)).toBe('ignored');
    expect(await send(other)).toBe('duplicate');
  });

  it('refuses badly signed, unsigned and malformed events with 400, and unknown businesses with 404', async () => {
    const opened = await openPurchase();
    const body = succeeded(opened);
    const refusal = async (answer: Response) => ({
      status: answer.status,
      code: ((await answer.json()) as { code: string }).code,
    });
    expect(await refusal(await pay.sendEvent(body, { secret: 'whsec_someoneElse0000' }))).toEqual({
      status: 400,
      code: 'signature_invalid',
    });
    expect(await refusal(await pay.sendEvent(body, { signature: 't=1,v1=abc' }))).toEqual({
      status: 400,
      code: 'signature_invalid',
    });
    const missing = await fetch(`${server.url}/payments/v1/webhooks/${a.id}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(await refusal(missing)).toEqual({ status: 400, code: 'signature_missing' });
    // A body changed after signing.
    const payload = JSON.stringify(body);
    const { stripeSignatureHeader } = await import('../../src/server/payments/stripe-signature.ts');
    const tampered = await fetch(`${server.url}/payments/v1/webhooks/${a.id}`, {
      method: 'POST',
      headers: { 'Stripe-Signature': stripeSignatureHeader(payload, pay.account.webhookSecret) },
      body: payload.replace('2800', '9999'),
    });
    expect(await refusal(tampered)).toEqual({ status: 400, code: 'signature_invalid' });
    expect(
      await refusal(await pay.sendEvent({ id: 'evt_x', type: 'payment_intent.succeeded' })),
    ).toEqual({ status: 400, code: 'invalid_event' });
    expect(
      await refusal(
        await fetch(`${server.url}/payments/v1/webhooks/${b.id}`, { method: 'POST', body: '{}' }),
      ),
    ).toEqual({ status: 404, code: 'payment_account_not_found' });
    expect(
      (
        await fetch(`${server.url}/payments/v1/webhooks/not-a-business`, {
          method: 'POST',
          body: '{}',
        })
      ).status,
    ).toBe(404);
    expect((await payment(opened.provider_payment_id)).status).toBe('requires_payment_method');
    expect(await ledgerOf(opened.provider_payment_id)).toEqual([]);
  });

  it('lists a refund recorded at the desk but never sent to the card as a difference', async () => {
    const opened = await openPurchase();
    await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    const row = await settled(opened.provider_payment_id, 'succeeded');
    const desk = await a.owner.client.rpc('refund', {
      tenant_id: a.id,
      payment_id: row.transaction_id,
      amount_minor: 300,
    });
    expect(desk.error).toBeNull();
    expect(await reconciliation(opened.provider_payment_id)).toMatchObject({
      ledger_refunded_minor: 300,
      amount_refunded_minor: 0,
      difference: 'refunds_differ',
    });
    // The team and the client do not see the reconciliation; the owner sees only their own.
    for (const user of [a.staff, a.client, b.owner]) {
      const seen = await user.client.from('payment_reconciliation').select('payment_id');
      expect(seen.data).toEqual([]);
    }
  });

  it('keeps the secrets from every request role, and lets only the owner connect and choose', async () => {
    const settings = await a.owner.client.from('payment_settings').select('*').single<Row>();
    expect(Object.keys(settings.data ?? {}).sort()).toEqual([
      'connected_at',
      'fees_to_saved_card',
      'pay_at_desk',
      'pay_online',
      'provider',
      'publishable_key',
      'tenant_id',
      'updated_at',
    ]);
    expect(settings.data).toMatchObject({
      provider: 'test',
      publishable_key: pay.account.publishableKey,
    });
    for (const user of [a.staff, a.client, b.owner]) {
      expect((await user.client.from('payment_settings').select('*')).data).toEqual([]);
    }
    // No request role reaches any table of the payments schema, nor its functions.
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const statement of [
        'select * from payments.accounts',
        'select * from payments.events',
        'select * from payments.provider_payments',
        'select * from payments.test_provider_objects',
        `select * from payments.account_secrets('${a.id}')`,
      ]) {
        const asRole = await server.db
          .transaction(async (tx) => {
            await tx.query("select set_config('role', $1, true)", [role]);
            return tx.query(statement);
          })
          .catch((e: unknown) => e);
        expect(String(asRole), `${role}: ${statement}`).toMatch(/permission denied/);
      }
    }
    const profile = await fetch(`${server.url}/rest/v1/accounts`, {
      headers: {
        apikey: server.apiKeys.serviceRole,
        Authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'Accept-Profile': 'payments',
      },
    });
    expect(profile.status).toBe(406);
    const sealed = await server.db.query<{ secret_key_sealed: Uint8Array }>(
      'select secret_key_sealed from payments.accounts where tenant_id = $1',
      [a.id],
    );
    expect(Buffer.from(sealed.rows[0]?.secret_key_sealed ?? []).toString('latin1')).not.toContain(
      'sk_test',
    );

    const connect = async (userId: string, body: unknown) => {
      const answer = await postAs(server, `/payments/v1/accounts/${a.id}`, userId, body);
      return { status: answer.status, code: ((await answer.json()) as { code?: string }).code };
    };
    expect(await connect(a.staff.id, { provider: 'test' })).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(await connect(a.owner.id, { provider: 'paypal' })).toEqual({
      status: 400,
      code: 'invalid_account',
    });
    expect(
      (await fetch(`${server.url}/payments/v1/accounts/${a.id}`, { method: 'POST', body: '{}' }))
        .status,
    ).toBe(401);

    const choose = (user: TestTenant['owner'], online: string[], desk: string[]) =>
      user.client.rpc('set_payment_options', {
        tenant_id: a.id,
        pay_online: online,
        pay_at_desk: desk,
        fees_to_saved_card: true,
      });
    expect((await choose(a.staff, ['drop_in'], [])).error?.code).toBe('forbidden');
    expect((await choose(a.owner, ['drop_in'], ['drop_in'])).error?.code).toBe('invalid_options');
    expect((await choose(a.owner, ['tips'], [])).error?.code).toBe('invalid_options');
    expect((await choose(a.owner, ['drop_in', 'pack'], ['variant'])).error).toBeNull();
    expect(
      (
        await a.owner.client
          .from('payment_settings')
          .select('pay_online, pay_at_desk, fees_to_saved_card')
          .single()
      ).data,
    ).toEqual({
      pay_online: ['drop_in', 'pack'],
      pay_at_desk: ['variant'],
      fees_to_saved_card: true,
    });
    expect(
      (
        await b.owner.client.rpc('set_payment_options', {
          tenant_id: b.id,
          pay_online: [],
          pay_at_desk: [],
          fees_to_saved_card: false,
        })
      ).error?.code,
    ).toBe('payments_not_connected');
  });

  it('opens a payment only for what is due, for a client the caller may act for', async () => {
    const refusal = async (userId: string, body: Row) => {
      const answer = await postAs(server, '/payments/v1/payments', userId, body);
      return { status: answer.status, code: ((await answer.json()) as { code?: string }).code };
    };
    const mine = { tenant_id: a.id, client_id: a.client.clientId };
    expect(
      await refusal(b.client.id, { ...mine, purpose: 'purchase', option_id: cat.pack }),
    ).toEqual({ status: 403, code: 'forbidden' });
    expect(
      await refusal(a.client.id, { ...mine, purpose: 'purchase', option_id: cat.dropIn }),
    ).toEqual({ status: 400, code: 'not_purchasable' });
    expect(
      await refusal(a.client.id, { ...mine, purpose: 'purchase', option_id: crypto.randomUUID() }),
    ).toEqual({ status: 404, code: 'option_not_found' });
    expect(await refusal(a.client.id, { ...mine, purpose: 'balance' })).toMatchObject({
      status: expect.any(Number),
    });
    expect(await refusal(a.client.id, { ...mine, purpose: 'gift' })).toEqual({
      status: 400,
      code: 'invalid_payment',
    });
    expect(
      await refusal(b.client.id, {
        tenant_id: b.id,
        client_id: b.client.clientId,
        purpose: 'balance',
      }),
    ).toEqual({ status: 409, code: 'payments_not_connected' });
    // Staff open one for a client at the desk: a place paid by drop-in.
    const booking = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: cat.yoga,
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 90_000_000).toISOString(),
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    const place = await a.staff.client.rpc('enroll', {
      booking_id: booking.data?.id,
      option_id: cat.dropIn,
      client_id: a.client.clientId,
    });
    expect(place.error).toBeNull();
    const opened = await postAs(server, '/payments/v1/payments', a.staff.id, {
      ...mine,
      purpose: 'enrollment',
      enrollment_id: (place.data as { id: string }).id,
    });
    expect(await opened.json()).toMatchObject({ amount_minor: 1500, currency: 'GBP' });
  });
});
