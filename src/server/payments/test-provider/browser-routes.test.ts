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

// A browser at the test provider with the publishable key, as Stripe.js calls Stripe
// (docs/decisions/0040): it reads and confirms an intent with its client_secret and the card
// typed in the form, and can do nothing else. Real HTTP, form-encoded as Stripe.js sends.
describe.each(testDatabaseKinds)('the test provider for a browser on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let pay: TestPayments;
  let payB: TestPayments;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'tpb-a');
    b = await createTestTenant(server, 'tpb-b');
    pay = await connectTestProvider(server, a);
    payB = await connectTestProvider(server, b);
  }, 60_000);
  afterAll(() => server.stop());

  const year = String(new Date().getUTCFullYear() + 2);
  const confirm = (
    intent: { id: string; client_secret: string | null },
    number: string,
    extra: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: pay.account.publishableKey,
        client_secret: intent.client_secret ?? '',
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': year,
        'payment_method_data[card][cvc]': '123',
        'payment_method_data[billing_details][name]': 'Chris Client',
        ...extra,
      }),
    });
  const intent = () =>
    pay.stripe.paymentIntents.create({ amount: 1500, currency: 'gbp', metadata: { who: 'x' } });

  it('confirms with the typed card and answers the intent without its metadata', async () => {
    const created = await intent();
    const answer = await confirm(created, '4242 4242 4242 4242');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: created.id, status: 'succeeded', amount: 1500 });
    expect(body.metadata).toBeUndefined();
    expect((await pay.stripe.paymentIntents.retrieve(created.id)).status).toBe('succeeded');
    const method = await pay.stripe.paymentMethods.retrieve(String(body.payment_method));
    expect(method.billing_details.name).toBe('Chris Client');
  });

  it('answers a declined card as a 402 card_error with the intent, never the number', async () => {
    const created = await intent();
    const answer = await confirm(created, '4000000000000002');
    expect(answer.status).toBe(402);
    const text = await answer.text();
    expect(text).not.toContain('4000000000000002');
    const { error } = JSON.parse(text) as {
      error: { type: string; code: string; payment_intent: { status: string } };
    };
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(error.payment_intent.status).toBe('requires_payment_method');
    // Another card on the same intent then succeeds.
    expect((await confirm(created, '4242424242424242')).status).toBe(200);
  });

  it('asks for authentication with 3155, and the answer settles it', async () => {
    const created = await intent();
    const body = (await (await confirm(created, '4000002500003155')).json()) as {
      status: string;
      next_action: { redirect_to_url: { url: string } };
    };
    expect(body.status).toBe('requires_action');
    const url = new URL(body.next_action.redirect_to_url.url);
    const answered = await fetch(`${server.url}${url.pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=fail',
    });
    expect(await answered.json()).toMatchObject({ status: 'requires_payment_method' });
    const read = await fetch(
      `${server.url}/v1/payment_intents/${created.id}?key=${pay.account.publishableKey}&client_secret=${created.client_secret}`,
    );
    expect(await read.json()).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('refuses a mistyped number, an expired card and a bad security code beside the field', async () => {
    const created = await intent();
    const codes = async (number: string, extra: Record<string, string> = {}) => {
      const answer = await confirm(created, number, extra);
      return [answer.status, ((await answer.json()) as { error: { code: string } }).error.code];
    };
    expect(await codes('4242')).toEqual([402, 'incorrect_number']);
    expect(
      await codes('4242424242424242', { 'payment_method_data[card][exp_year]': '2001' }),
    ).toEqual([402, 'invalid_expiry_year']);
    expect(await codes('4242424242424242', { 'payment_method_data[card][cvc]': '1' })).toEqual([
      402,
      'invalid_cvc',
    ]);
  });

  it('refuses without the client_secret, with another business key, or a secret action', async () => {
    const created = await intent();
    const noSecret = await confirm(
      { id: created.id, client_secret: 'pi_x_secret_wrong' },
      '4242424242424242',
    );
    expect(noSecret.status).toBe(400);
    const otherKey = await fetch(`${server.url}/v1/payment_intents/${created.id}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: payB.account.publishableKey,
        client_secret: created.client_secret ?? '',
        payment_method: 'pm_card_visa',
      }),
    });
    expect(otherKey.status).toBe(404);
    const cancel = await fetch(`${server.url}/v1/payment_intents/${created.id}/cancel`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${pay.account.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(cancel.status).toBe(401);
    expect((await pay.stripe.paymentIntents.retrieve(created.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('refuses names that would reach Object.prototype with 400, whoever sends them and however', async () => {
    const before = Object.getOwnPropertyNames(Object.prototype);
    const created = await intent();
    const form = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    const secret = { Authorization: `Bearer ${pay.account.secretKey}` };
    const answers = [
      await fetch(
        `${server.url}/v1/payment_intents/x?__proto__[settings][request.jwt.claim.sub]=${a.client.id}`,
      ),
      await fetch(`${server.url}/v1/payment_intents/x?__proto__[p]=1`, { headers: secret }),
      await form(`/v1/payment_intents/${created.id}/confirm`, 'a[__proto__][p]=1'),
      await form(`/v1/payment_intents/${created.id}`, 'constructor[prototype][p]=1', secret),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: {
          type: 'invalid_request_error',
          code: 'parameter_invalid',
          message: expect.stringMatching(
            /No parameter is named __proto__, constructor or prototype/,
          ),
        },
      });
    }
    const page = await form(
      `/payments/test-provider/authenticate/${a.id}/${created.id}`,
      'constructor[prototype][p]=1',
    );
    expect([page.status, await page.json()]).toMatchObject([400, { code: 'parameter_invalid' }]);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('refuses a form body past the bound with 413 before reading it', async () => {
    const answer = await fetch(`${server.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${pay.account.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: `amount=1200&currency=gbp&description=${'x'.repeat(15_400_000)}`,
    });
    expect([answer.status, await answer.json()]).toEqual([
      413,
      { code: 'body_too_large', message: 'The request body is larger than 1048576 bytes.' },
    ]);
  });

  it('saves the card to the intent customer when asked, and sends the success webhook', async () => {
    const customer = await pay.stripe.customers.create({ name: 'Chris' });
    const created = await pay.stripe.paymentIntents.create({
      amount: 900,
      currency: 'gbp',
      customer: customer.id,
    });
    const body = (await (
      await confirm(created, '4242424242424242', { setup_future_usage: 'off_session' })
    ).json()) as { payment_method: string; status: string };
    expect(body.status).toBe('succeeded');
    expect((await pay.stripe.paymentMethods.retrieve(body.payment_method)).customer).toBe(
      customer.id,
    );
    const events = await eventually(async () => {
      const list = await pay.stripe.events.list({ type: 'payment_intent.succeeded', limit: 20 });
      return list.data.some((event) => (event.data.object as { id: string }).id === created.id)
        ? list
        : undefined;
    });
    expect(events.data.length).toBeGreaterThan(0);
  });
});
