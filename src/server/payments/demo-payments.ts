import type { Database } from '../db/database.ts';
import { saveAccount } from './payment-accounts.ts';
import type { SecretBox } from './secret-box.ts';

/** The demo's businesses, which take card payments through the embedded test provider. */
export const demoPaymentSlugs = ['sunrise-yoga', 'harbour-pilates'];

/**
 * Connects the demo businesses to the test provider (issue 20, point 5), on the demo's first
 * start, so card payments work in the demo with no Stripe account. Businesses already connected
 * keep their account.
 */
export async function connectDemoPayments(db: Database, box: SecretBox): Promise<void> {
  const { rows } = await db.query<{ id: string }>(
    `select t.id from public.tenants t
     where t.slug = any($1) and not exists (select 1 from payments.accounts a where a.tenant_id = t.id)`,
    [demoPaymentSlugs],
  );
  for (const { id } of rows) await saveAccount(db, box, id, { provider: 'test' });
}
