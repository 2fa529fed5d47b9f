import type Stripe from 'stripe';
import type { Database } from '../db/database.ts';

/** The client's customer at the business's provider, if they have paid online before. */
export async function customerOf(
  db: Database,
  tenantId: string,
  clientId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ provider_customer_id: string }>(
    'select provider_customer_id from payments.customers where tenant_id = $1 and client_id = $2',
    [tenantId, clientId],
  );
  return rows[0]?.provider_customer_id ?? null;
}

/**
 * The client's customer at the provider, made at their first online payment, so a card saved
 * with a payment has somewhere to be kept. Two first payments at once make two customers; the
 * first recorded wins and the other is left unused at the provider.
 */
export async function ensureCustomer(
  db: Database,
  stripe: Stripe,
  tenantId: string,
  clientId: string,
): Promise<string> {
  const known = await customerOf(db, tenantId, clientId);
  if (known !== null) return known;
  const made = await stripe.customers.create({
    metadata: { tenant_id: tenantId, client_id: clientId },
  });
  await db.query(
    `insert into payments.customers (tenant_id, client_id, provider_customer_id)
     values ($1, $2, $3) on conflict (tenant_id, client_id) do nothing`,
    [tenantId, clientId, made.id],
  );
  return (await customerOf(db, tenantId, clientId)) ?? made.id;
}
