import { pino } from 'pino';
import type Stripe from 'stripe';
import type { BillingServices } from '../memberships/renewal-charges.ts';
import { secretBox } from '../payments/secret-box.ts';
import { testPaymentsKeyHex } from './test-payments.ts';
import type { ServerAccess } from './start-test-server.ts';
import type { TestTenant } from './test-tenants.ts';

/** A plan of the business covering its class `serviceId`, made by its owner. */
export async function createTestPlan(
  tenant: TestTenant,
  serviceId: string,
  values: Record<string, unknown> = {},
): Promise<string> {
  const made = await tenant.owner.client
    .from('plans')
    .insert({
      tenant_id: tenant.id,
      name: 'Monthly',
      price_minor: 5000,
      period: 'month',
      ...values,
    })
    .select('id')
    .single<{ id: string }>();
  if (made.error) throw new Error(made.error.message);
  const covered = await tenant.owner.client
    .from('plan_services')
    .insert({ tenant_id: tenant.id, plan_id: made.data.id, service_id: serviceId });
  if (covered.error) throw new Error(covered.error.message);
  return made.data.id;
}

/** A membership the tenant's client joins (join_plan), waiting for its first card payment. */
export async function joinedMembership(tenant: TestTenant, planId: string): Promise<string> {
  const { data, error } = await tenant.client.client.rpc('join_plan', {
    tenant_id: tenant.id,
    plan_id: planId,
    consent: true,
  });
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** A test card typed into the test provider's card form, form-encoded as Stripe.js sends it. */
export function typedCard(publishableKey: string, clientSecret: string, number: string) {
  return new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': number,
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 2),
    'payment_method_data[card][cvc]': '123',
  });
}

/** Confirms an intent (payment or setup) from the browser, with the typed test card. */
export function confirmInBrowser(
  server: ServerAccess,
  answer: { client_secret: string; publishable_key: string },
  number: string,
): Promise<Response> {
  const id = answer.client_secret.split('_secret_')[0] ?? '';
  const path = id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
  return fetch(`${server.url}/v1/${path}/${id}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: typedCard(answer.publishable_key, answer.client_secret, number),
  });
}

/**
 * Live memberships of the plan paid by card, one per card number: each a new client of the
 * business, a customer at the test provider with the card saved, and the first period begun
 * now (app.now()) and paid by card, as a first payment leaves it. Returns the memberships' ids in order.
 */
export async function liveCardMemberships(
  server: ServerAccess,
  tenantId: string,
  stripe: Stripe,
  planId: string,
  cards: string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, number] of cards.entries()) {
    const { rows } = await server.db.query<{ id: string }>(
      'insert into public.clients (tenant_id, full_name, email) values ($1, $2, $3) returning id',
      [tenantId, `Member ${index + 1}`, `member${index + 1}@members.test`],
    );
    const clientId = rows[0]?.id ?? '';
    const customer = await stripe.customers.create({ metadata: { client_id: clientId } });
    await server.db.query(
      'insert into payments.customers (tenant_id, client_id, provider_customer_id) values ($1, $2, $3)',
      [tenantId, clientId, customer.id],
    );
    const card = await stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: '123' },
    });
    await stripe.paymentMethods.attach(card.id, { customer: customer.id });
    const made = await server.db.query<{ id: string }>(
      `insert into public.subscriptions (tenant_id, client_id, plan_id, state, pays_by, card_consent_at)
       values ($1, $2, $3, 'live', 'card', now()) returning id`,
      [tenantId, clientId, planId],
    );
    await server.db.query(
      `insert into public.transactions
         (tenant_id, client_id, kind, amount_minor, currency, method, subscription_id, note)
       select p.tenant_id, $2, 'payment', p.amount_minor, pl.currency, 'card', p.subscription_id, 'First period'
       from app.begin_period($1, 1, app.now(), 'paid') p
       join public.plans pl on pl.tenant_id = p.tenant_id and pl.id = p.plan_id`,
      [made.rows[0]?.id, clientId],
    );
    ids.push(made.rows[0]?.id ?? '');
  }
  return ids;
}

/** Moves the memberships' clock to `at` (by the developer tool, which wakes the workers). */
export async function moveClockTo(server: ServerAccess, at: Date): Promise<void> {
  const { rows } = await server.db.query<{ now: Date }>('select app.now() as now');
  const seconds = Math.ceil((at.getTime() - (rows[0]?.now.getTime() ?? 0)) / 1000);
  if (seconds <= 0) return;
  const moved = await fetch(`${server.url}/developer/clock`, {
    method: 'POST',
    body: JSON.stringify({ advance_seconds: seconds }),
  });
  if (moved.status !== 200) throw new Error(`clock: ${moved.status} ${await moved.text()}`);
}

/**
 * What a second billing worker needs to run beside the test server's own, in the test's
 * process: the server's database, the payments key it runs with, and its routes (the test
 * provider's SDK calls go to it over HTTP).
 */
export function billingServicesOf(server: ServerAccess): BillingServices {
  return {
    db: server.db,
    box: secretBox(Buffer.from(testPaymentsKeyHex, 'hex')),
    send: (request) => {
      const url = new URL(request.url);
      return fetch(new Request(`${server.url}${url.pathname}${url.search}`, request));
    },
    logger: pino({ level: 'silent' }),
  };
}

/** Moves the memberships' clock to `at` without waking any worker (they find it on their own). */
export async function setClockQuietly(server: ServerAccess, at: Date): Promise<void> {
  await server.db.query('update platform.clock set shift = shift + ($1::timestamptz - app.now())', [
    at,
  ]);
}
