import type { TestServer } from './start-test-server.ts';
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

/**
 * A membership waiting for its first card payment, as join_plan leaves it: pending, renewed by
 * card with the client's consent, abandoned if unpaid within the hour.
 */
export async function pendingMembership(
  server: TestServer,
  tenantId: string,
  clientId: string,
  planId: string,
): Promise<string> {
  const { rows } = await server.db.query<{ id: string }>(
    `insert into public.subscriptions
       (tenant_id, client_id, plan_id, state, pays_by, card_consent_at, pending_until)
     values ($1, $2, $3, 'pending', 'card', now(), app.now() + interval '1 hour') returning id`,
    [tenantId, clientId, planId],
  );
  return rows[0]?.id ?? '';
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
  server: TestServer,
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
