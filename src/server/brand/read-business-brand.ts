import type { Database } from '../db/database.ts';
import { withRequestRole } from '../db/with-request-role.ts';
import { logoUrl } from './logo-url.ts';

/**
 * A business's public brand as its emails can show it (issue 19, point 3): the name, the short
 * description, the accent colour (already AA on white) and the logo's absolute URL. Only what
 * public.tenant_directory shows anyone, read through it as service_role.
 */
export interface BusinessBrand {
  name: string;
  slug: string;
  description: string | null;
  colour: string | null;
  logoUrl: string | null;
}

/** The brand of a business by its id, or null when there is no such business. */
export async function readBusinessBrand(
  db: Database,
  tenantId: string,
  apiOrigin: string,
): Promise<BusinessBrand | null> {
  const rows = await withRequestRole(
    db,
    { role: 'service_role', claims: { role: 'service_role' } },
    (tx) =>
      tx.query<{
        name: string;
        slug: string;
        brand_description: string | null;
        brand_colour: string | null;
        brand_logo: string | null;
      }>(
        `select name, slug, brand_description, brand_colour, brand_logo
       from public.tenant_directory where id = $1`,
        [tenantId],
      ),
  );
  const row = rows.rows[0];
  if (row === undefined) return null;
  return {
    name: row.name,
    slug: row.slug,
    description: row.brand_description,
    colour: row.brand_colour,
    logoUrl: row.brand_logo === null ? null : logoUrl(apiOrigin, row.brand_logo),
  };
}
