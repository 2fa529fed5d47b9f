import Stripe from 'stripe';
import { loadAccount, type OpenAccount } from '../payments/payment-accounts.ts';
import { secretBox } from '../payments/secret-box.ts';
import { stripeSignatureHeader } from '../payments/stripe-signature.ts';
import type { TestServer } from './start-test-server.ts';
import type { TestTenant } from './test-tenants.ts';
import { testAccessToken } from './test-users.ts';

/** The payments key test servers run with, so a test can open what the server sealed. */
export const testPaymentsKeyHex = '5ee0'.repeat(16);
export const paymentsEnv = { PAYMENTS_ENCRYPTION_KEY: testPaymentsKeyHex };

export interface TestPayments {
  account: OpenAccount;
  /** The real stripe SDK, over HTTP, pointed at the server's embedded test provider. */
  stripe: Stripe;
  /** POSTs an event to the business's webhook endpoint, signed with its secret (or another). */
  sendEvent(event: unknown, options?: { secret?: string; signature?: string }): Promise<Response>;
}

/** Connects a business to the test provider as its owner would, and returns its tools. */
export async function connectTestProvider(
  server: TestServer,
  tenant: TestTenant,
): Promise<TestPayments> {
  const answer = await fetch(`${server.url}/payments/v1/accounts/${tenant.id}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await testAccessToken(server, tenant.owner.id)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ provider: 'test' }),
  });
  if (answer.status !== 200) throw new Error(`connect: ${answer.status} ${await answer.text()}`);
  const box = secretBox(Buffer.from(testPaymentsKeyHex, 'hex'));
  const account = await loadAccount(server.db, box, tenant.id);
  if (account === null) throw new Error('connect: no account saved');
  const url = new URL(server.url);
  const stripe = new Stripe(account.secretKey, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return {
    account,
    stripe,
    sendEvent(event, options = {}) {
      const payload = JSON.stringify(event);
      return fetch(`${server.url}/payments/v1/webhooks/${tenant.id}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature':
            options.signature ??
            stripeSignatureHeader(payload, options.secret ?? account.webhookSecret),
        },
        body: payload,
      });
    },
  };
}

/** Polls until `check` returns a value that is not undefined (webhooks arrive on their own). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('eventually: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A card saved for the tenant's client, as a payment saving it would leave it: the client
 * becomes a customer at the provider (a payment for the option opened, then canceled) and the
 * card is attached to them. Returns the card's payment method id.
 */
export async function saveTestCard(
  server: TestServer,
  tenant: TestTenant,
  pay: TestPayments,
  optionId: string,
  number: string,
): Promise<string> {
  const answer = await fetch(`${server.url}/payments/v1/payments`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await testAccessToken(server, tenant.client.id)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      tenant_id: tenant.id,
      client_id: tenant.client.clientId,
      purpose: 'purchase',
      option_id: optionId,
    }),
  });
  const opened = (await answer.json()) as { provider_payment_id: string };
  await pay.stripe.paymentIntents.cancel(opened.provider_payment_id);
  const { rows } = await server.db.query<{ provider_customer_id: string }>(
    'select provider_customer_id from payments.customers where tenant_id = $1 and client_id = $2',
    [tenant.id, tenant.client.clientId],
  );
  const method = await pay.stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  await pay.stripe.paymentMethods.attach(method.id, {
    customer: rows[0]?.provider_customer_id ?? '',
  });
  return method.id;
}
