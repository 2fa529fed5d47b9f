import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { SecretBox } from '../payments/secret-box.ts';
import { oauthClientContext } from './connection-secrets.ts';

// A business's own OAuth client at Google or Microsoft (issue 37, point 1: as payments use the
// business's own keys), kept by its owners and admins: the secret sealed, never answered.

export const oauthProviders = ['google', 'microsoft'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export const oauthClientInput = z.strictObject({
  client_id: z.string().trim().min(1).max(300),
  client_secret: z.string().min(1).max(1000),
});

export async function saveOAuthClient(
  db: Database,
  box: SecretBox,
  tenantId: string,
  provider: OAuthProvider,
  input: z.infer<typeof oauthClientInput>,
): Promise<void> {
  await db.query(
    `insert into calendars.oauth_clients (tenant_id, provider, client_id, client_secret_sealed)
     values ($1, $2, $3, $4)
     on conflict (tenant_id, provider) do update
     set client_id = excluded.client_id, client_secret_sealed = excluded.client_secret_sealed,
         updated_at = now()`,
    [
      tenantId,
      provider,
      input.client_id,
      box.seal(input.client_secret, oauthClientContext(tenantId, provider)),
    ],
  );
}

export async function removeOAuthClient(db: Database, tenantId: string, provider: OAuthProvider) {
  await db.query('delete from calendars.oauth_clients where tenant_id = $1 and provider = $2', [
    tenantId,
    provider,
  ]);
}
