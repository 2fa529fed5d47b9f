import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import {
  connectTestProvider,
  eventually,
  paymentsEnv,
  type TestPayments,
} from '../../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';

// The real stripe SDK, over real HTTP, against the embedded test provider (issue 20, point 5):
// customers, payment methods from test card numbers, payment intents created, confirmed with
// each test card, authenticated, canceled, refunded in full and in part, and the events it
// keeps, with Stripe's error shapes turned into the SDK's own error types.
describe.each(testDatabaseKinds)('the embedded test provider on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let pay: TestPayments;
  let payB: TestPayments;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'tp-a');
    b = await createTestTenant(server, 'tp-b');
    pay = await connectTestProvider(server, a);
    payB = await connectTestProvider(server, b);
  }, 60_000);
  afterAll(() => server.stop());

  const card = (stripe: Stripe, number: string) =>
    stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
    });
  const intent = (stripe = pay.stripe, amount = 2500) =>
    stripe.paymentIntents.create({ amount, currency: 'gbp', metadata: { order: '7' } });

  it('creates a customer and a card payment method, never answering the number', async () => {
    const customer = await pay.stripe.customers.create({
      email: 'chris@example.com',
      name: 'Chris',
    });
    expect(customer).toMatchObject({ object: 'customer', email: 'chris@example.com' });
    const method = await card(pay.stripe, '4242 4242 4242 4242');
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    const attached = await pay.stripe.paymentMethods.attach(method.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    expect((await pay.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it('succeeds with 4242: the intent, its charge and payment_intent.succeeded', async () => {
    const created = await intent();
    expect(created).toMatchObject({
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: 2500,
      currency: 'gbp',
      metadata: { order: '7' },
    });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
    const method = await card(pay.stripe, '4242424242424242');
    const confirmed = await pay.stripe.paymentIntents.confirm(created.id, {
      payment_method: method.id,
    });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 2500 });
    const charge = await pay.stripe.charges.retrieve(String(confirmed.latest_charge));
    expect(charge).toMatchObject({
      amount_captured: 2500,
      amount_refunded: 0,
      payment_intent: created.id,
      paid: true,
    });
    expect((await pay.stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
    const events = await pay.stripe.events.list({ type: 'payment_intent.succeeded', limit: 10 });
    const event = events.data.find((e) => (e.data.object as { id: string }).id === created.id);
    expect(event?.type).toBe('payment_intent.succeeded');
    // The events reached the (unused) webhook endpoint of the business and were answered 2xx.
    await eventually(async () =>
      (await pay.stripe.events.retrieve(event?.id ?? '')).pending_webhooks === 0 ? true : undefined,
    );
  });

  it('declines 4000000000000002 as a StripeCardError and leaves the intent payable', async () => {
    const created = await intent();
    const method = await card(pay.stripe, '4000000000000002');
    const error = await pay.stripe.paymentIntents
      .confirm(created.id, { payment_method: method.id })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const after = await pay.stripe.paymentIntents.retrieve(created.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.decline_code).toBe('generic_decline');
    // Another card then pays it.
    const paid = await pay.stripe.paymentIntents.confirm(created.id, {
      payment_method: 'pm_card_visa',
    });
    expect(paid.status).toBe('succeeded');
  });

  it('asks for authentication with 4000002500003155, then passes or fails by the answer', async () => {
    const authenticate = async (url: string, result: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `result=${result}`,
      });
    const first = await intent();
    const method = await card(pay.stripe, '4000002500003155');
    const waiting = await pay.stripe.paymentIntents.confirm(first.id, {
      payment_method: method.id,
    });
    expect(waiting.status).toBe('requires_action');
    const url = waiting.next_action?.redirect_to_url?.url ?? '';
    expect(url).toContain(`/payments/test-provider/authenticate/${a.id}/${first.id}`);
    const passed = await authenticate(url.replace(/^https?:\/\/[^/]+/, server.url), 'pass');
    expect(await passed.json()).toEqual({ id: first.id, status: 'succeeded' });
    expect((await pay.stripe.paymentIntents.retrieve(first.id)).status).toBe('succeeded');

    const second = await intent();
    const again = await pay.stripe.paymentIntents.confirm(second.id, {
      payment_method: 'pm_card_authenticationRequired',
    });
    const failed = await authenticate(
      `${server.url}/payments/test-provider/authenticate/${a.id}/${second.id}`,
      'fail',
    );
    expect(await failed.json()).toEqual({ id: second.id, status: 'requires_payment_method' });
    const after = await pay.stripe.paymentIntents.retrieve(again.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
    // Answered once: the intent no longer waits for authentication.
    expect(
      (
        await authenticate(
          `${server.url}/payments/test-provider/authenticate/${a.id}/${second.id}`,
          'pass',
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await authenticate(
          `${server.url}/payments/test-provider/authenticate/${a.id}/${second.id}`,
          'maybe',
        )
      ).status,
    ).toBe(400);
  });

  it('creates and confirms in one call, and cancels an open intent but not a paid one', async () => {
    const paid = await pay.stripe.paymentIntents.create({
      amount: 900,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(paid.status).toBe('succeeded');
    const canceled = await pay.stripe.paymentIntents.cancel((await intent()).id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const error = await pay.stripe.paymentIntents.cancel(paid.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('refunds in part, then the rest, then refuses more', async () => {
    const paid = await pay.stripe.paymentIntents.create({
      amount: 3000,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const part = await pay.stripe.refunds.create({ payment_intent: paid.id, amount: 1000 });
    expect(part).toMatchObject({
      object: 'refund',
      amount: 1000,
      status: 'succeeded',
      payment_intent: paid.id,
    });
    const rest = await pay.stripe.refunds.create({ payment_intent: paid.id });
    expect(rest.amount).toBe(2000);
    const charge = await pay.stripe.charges.retrieve(String(paid.latest_charge));
    expect(charge).toMatchObject({ amount_refunded: 3000, refunded: true });
    const error = await pay.stripe.refunds
      .create({ payment_intent: paid.id })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const tooMuch = await pay.stripe.paymentIntents.create({
      amount: 500,
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(
      await pay.stripe.refunds
        .create({ payment_intent: tooMuch.id, amount: 501 })
        .catch((e: unknown) => e),
    ).toMatchObject({ code: 'amount_too_large' });
    const refunds = await pay.stripe.events.list({ type: 'charge.refunded' });
    expect(
      refunds.data.filter(
        (e) => (e.data.object as { payment_intent: string }).payment_intent === paid.id,
      ),
    ).toHaveLength(2);
  });

  it("keeps each business's objects to itself, and refuses a wrong key or an unknown id", async () => {
    const mine = await intent();
    const error = await payB.stripe.paymentIntents.retrieve(mine.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const forged = new Stripe(`${pay.account.secretKey.slice(0, -4)}AAAA`, {
      host: '127.0.0.1',
      port: Number(new URL(server.url).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    expect(await forged.paymentIntents.retrieve(mine.id).catch((e: unknown) => e)).toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const bad = await pay.stripe.paymentIntents
      .create({ amount: -1, currency: 'gbp' })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ statusCode: 400, param: 'amount' });
    const unknown = await fetch(`${server.url}/v1/subscriptions`, {
      headers: { Authorization: `Bearer ${pay.account.secretKey}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
