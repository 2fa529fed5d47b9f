import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Database } from '../../db/database.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import { isTestClient, type OAuthProvider } from '../oauth/provider-endpoints.ts';
import { oauthClientContext } from '../connection-secrets.ts';

// The stand-ins' OAuth 2.0 (RFC 6749) as Google and Microsoft serve it: a token endpoint that
// exchanges a code from the consent page (stand-in-consent.ts) for a refresh and an access
// token and refreshes, and Google's revocation. Tokens are kept only as
// their SHA-256 (calendars.stand_in_grants); clients are the businesses' test_ OAuth clients,
// authenticated by the secret the business saved.

/** What a token is kept as. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest();
export const newToken = (kind: string) => `test_${kind}_${randomBytes(24).toString('base64url')}`;
const accessSeconds = 3600;

/** Whether a client's secret is the one its business saved (any business using that test id). */
async function clientAuthenticated(
  db: Database,
  box: SecretBox,
  provider: OAuthProvider,
  clientId: string,
  secret: string,
) {
  if (!isTestClient(clientId) || secret === '') return false;
  const { rows } = await db.query<{ tenant_id: string; client_secret_sealed: Uint8Array }>(
    'select tenant_id, client_secret_sealed from calendars.oauth_clients where provider = $1 and client_id = $2',
    [provider, clientId],
  );
  return rows.some((row) => {
    const saved = Buffer.from(
      box.open(row.client_secret_sealed, oauthClientContext(row.tenant_id, provider)),
    );
    const given = Buffer.from(secret);
    return saved.length === given.length && timingSafeEqual(saved, given);
  });
}

/** The token endpoint: a code exchanged, or a refresh (Microsoft's rotating the refresh token). */
export function tokenRoute(db: Database, box: SecretBox, provider: OAuthProvider) {
  return async (c: Context) => {
    const form = new URLSearchParams(await c.req.text());
    const clientId = form.get('client_id') ?? '';
    const refused = (status: 400 | 401, error: string, description: string) =>
      c.json({ error, error_description: description }, status, { 'Cache-Control': 'no-store' });
    if (
      !(await clientAuthenticated(db, box, provider, clientId, form.get('client_secret') ?? ''))
    ) {
      return refused(401, 'invalid_client', 'The client id or secret is not known.');
    }
    const grantType = form.get('grant_type');
    const presented = form.get(grantType === 'authorization_code' ? 'code' : 'refresh_token') ?? '';
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return refused(400, 'unsupported_grant_type', 'Only authorization_code and refresh_token.');
    }
    const issued = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ owner: string; redirect_uri: string | null }>(
        grantType === 'authorization_code'
          ? `delete from calendars.stand_in_grants where token_hash = $1 and kind = 'code'
               and expires_at > now() returning owner, redirect_uri`
          : `select owner, redirect_uri from calendars.stand_in_grants
             where token_hash = $1 and kind = 'refresh' and revoked_at is null`,
        [tokenHash(presented)],
      );
      const grant = rows[0];
      if (grant === undefined || !grant.owner.startsWith(`${provider}:${clientId}:`)) return null;
      if (grantType === 'authorization_code' && grant.redirect_uri !== form.get('redirect_uri'))
        return null;
      // A code gives a refresh token; Microsoft gives a new one at each refresh too.
      const rotate = grantType === 'authorization_code' || provider === 'microsoft';
      const refresh = rotate ? newToken('refresh') : presented;
      const access = newToken('access');
      if (rotate) {
        await tx.query(
          `insert into calendars.stand_in_grants (token_hash, kind, owner) values ($1, 'refresh', $2)`,
          [tokenHash(refresh), grant.owner],
        );
      }
      await tx.query(
        `insert into calendars.stand_in_grants (token_hash, kind, owner, refresh_hash, expires_at)
         values ($1, 'access', $2, $3, now() + make_interval(secs => $4))`,
        [tokenHash(access), grant.owner, tokenHash(refresh), accessSeconds],
      );
      return { access, refresh: rotate ? refresh : null };
    });
    if (issued === null)
      return refused(400, 'invalid_grant', 'The code or refresh token is not valid.');
    return c.json(
      {
        access_token: issued.access,
        token_type: 'Bearer',
        expires_in: accessSeconds,
        scope: form.get('scope') ?? '',
        ...(issued.refresh === null ? {} : { refresh_token: issued.refresh }),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  };
}

/** Revokes a refresh token and every access token issued from it (Google's /revoke). */
export async function revokeGrant(db: Database, token: string): Promise<void> {
  await db.query(
    `update calendars.stand_in_grants set revoked_at = now()
     where revoked_at is null and (token_hash = $1 or refresh_hash = $1)`,
    [tokenHash(token)],
  );
}

/** The account a bearer access token names, or null (unknown, expired or revoked). */
export async function bearerOwner(db: Database, c: Context): Promise<string | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (token === undefined) return null;
  const { rows } = await db.query<{ owner: string }>(
    `select a.owner from calendars.stand_in_grants a
     join calendars.stand_in_grants r on r.token_hash = a.refresh_hash
     where a.token_hash = $1 and a.kind = 'access' and a.expires_at > now()
       and a.revoked_at is null and r.revoked_at is null`,
    [tokenHash(token)],
  );
  return rows[0]?.owner ?? null;
}
