import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { loadAccount, type OpenAccount } from '../payments/payment-accounts.ts';
import { secretBox } from '../payments/secret-box.ts';
import { stripeSignatureHeader } from '../payments/stripe-signature.ts';
import { startTestServerOn, type ServerAccess, type TestServer } from './start-test-server.ts';
import { createTestCatalogue, staffSession, type TestCatalogue } from './test-catalogue.ts';
import type { DatabaseKind } from './test-database.ts';
import { createTestTenant, type TestTenant } from './test-tenants.ts';
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
  server: ServerAccess,
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

/**
 * The status of a harmless event signed with `webhookSecret` sent to a business's webhook: 200
 * when the server opens the business's webhook secret (and it is that one).
 */
export async function signedEventStatus(
  server: TestServer,
  tenantId: string,
  webhookSecret: string,
): Promise<number> {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'customer.created',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'cus_any' } },
  });
  const response = await fetch(`${server.url}/payments/v1/webhooks/${tenantId}`, {
    method: 'POST',
    headers: { 'Stripe-Signature': stripeSignatureHeader(payload, webhookSecret) },
    body: payload,
  });
  return response.status;
}

/** A test server with the payments key, a business with a catalogue, connected to the test provider. */
export interface PaymentsSetup {
  server: TestServer;
  a: TestTenant;
  cat: TestCatalogue;
  pay: TestPayments;
}

/**
 * What every payments test starts from: `slug` names the business, `yogaCapacity` its class;
 * `env` adds to the server's settings.
 */
export async function startPaymentsSetup(
  kind: DatabaseKind,
  slug: string,
  yogaCapacity: number,
  env: Record<string, string> = {},
): Promise<PaymentsSetup> {
  const server = await startTestServerOn(kind, { ...paymentsEnv, ...env });
  const a = await createTestTenant(server, slug);
  const cat = await createTestCatalogue(a, yogaCapacity);
  return { server, a, cat, pay: await connectTestProvider(server, a) };
}

/** POSTs JSON to the server as a signed-in user (payments routes take the user's token). */
export async function postAs(
  server: TestServer,
  path: string,
  userId: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await testAccessToken(server, userId)}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** A one-place session of a class `hoursAhead` from now, made by the business's staff member. */
export function onePlaceSession(
  tenant: TestTenant,
  serviceId: string,
  hoursAhead: number,
): Promise<string> {
  return staffSession(tenant, serviceId, hoursAhead, 1);
}

/** A client record made by the business's staff member (no account of their own). */
export async function staffMadeClient(tenant: TestTenant, name: string): Promise<string> {
  const { data, error } = await tenant.staff.client
    .from('clients')
    .insert({ tenant_id: tenant.id, full_name: name })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

/** The kinds of option the business's owner says must be paid online; the rest at the desk. */
export async function setPayOnline(tenant: TestTenant, kinds: string[]): Promise<void> {
  const all = ['drop_in', 'variant', 'pack', 'pass'];
  const { error } = await tenant.owner.client.rpc('set_payment_options', {
    tenant_id: tenant.id,
    pay_online: kinds,
    pay_at_desk: all.filter((kind) => !kinds.includes(kind)),
    fees_to_saved_card: false,
  });
  if (error) throw new Error(error.message);
}

/** A place (or a waitlist spot, when the session is full) the staff member books for a client. */
export async function staffEnrolls(
  tenant: TestTenant,
  booking: string,
  option: string,
  client: string,
): Promise<{ id: string; status: string }> {
  const { data, error } = await tenant.staff.client.rpc('enroll', {
    booking_id: booking,
    option_id: option,
    client_id: client,
  });
  if (error) throw new Error(error.message);
  return data as { id: string; status: string };
}

/** Tries a card the provider declines on the intent, and waits until its webhook is applied. */
export async function payDeclined(server: TestServer, pay: TestPayments, intent: string) {
  await pay.stripe.paymentIntents
    .confirm(intent, { payment_method: 'pm_card_visa_chargeDeclined' })
    .catch(() => undefined);
  await eventually(async () => {
    const { rows } = await server.db.query<{ status: string }>(
      'select status from payments.provider_payments where provider_payment_id = $1',
      [intent],
    );
    return rows[0]?.status === 'requires_payment_method' ? true : undefined;
  });
}

/** A place's status now, read by the server's own connection. */
export async function placeStatus(server: TestServer, placeId: string) {
  const { rows } = await server.db.query<{ status: string }>(
    'select status from public.enrollments where id = $1',
    [placeId],
  );
  return rows[0]?.status;
}

/** A place's ledger: its charge, and each card payment and refund, in order. */
export async function placeLedger(server: TestServer, placeId: string) {
  const { rows } = await server.db.query<{ kind: string; amount: number; method: string | null }>(
    `select kind, amount_minor::int as amount, method from public.transactions
     where enrollment_id = $1 order by created_at, kind`,
    [placeId],
  );
  return rows;
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
