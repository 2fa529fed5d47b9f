import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { demoPaymentSlugs } from '../../payments/demo-payments.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import { oauthProviders, saveOAuthClient } from '../business-oauth-clients.ts';

/**
 * Gives the demo's businesses a Google and a Microsoft app of the stand-ins (test_ client ids),
 * so that in a trial a staff member connects "Google" and "Microsoft 365" calendars at once, as
 * the demo pays through the payments test provider. A business that has its own app keeps it.
 */
export async function addDemoCalendarApps(db: Database, box: SecretBox): Promise<void> {
  const { rows } = await db.query<{ id: string; provider: (typeof oauthProviders)[number] }>(
    `select t.id, p.provider from public.tenants t
     cross join unnest($2::text[]) as p (provider)
     where t.slug = any($1) and not exists (
       select 1 from calendars.oauth_clients o where o.tenant_id = t.id and o.provider = p.provider)`,
    [demoPaymentSlugs, [...oauthProviders]],
  );
  for (const { id, provider } of rows) {
    await saveOAuthClient(db, box, id, provider, {
      client_id: `test_demo_${provider}`,
      client_secret: randomBytes(24).toString('base64url'),
    });
  }
}
