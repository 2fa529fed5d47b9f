import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database.ts';
import type { SecretBox } from '../../payments/secret-box.ts';
import { escapeHtml } from '../../link-preview/preview-tags.ts';
import { isTestClient, type OAuthProvider } from '../oauth/provider-endpoints.ts';
import { oauthClientContext } from '../connection-secrets.ts';

// The stand-ins' OAuth 2.0 (RFC 6749) as Google and Microsoft serve it: a consent page that
// sends the browser back with a code (or access_denied), a token endpoint that exchanges it for
// a refresh and an access token and refreshes, and Google's revocation. Tokens are kept only as
// their SHA-256 (calendars.stand_in_grants); clients are the businesses' test_ OAuth clients,
// authenticated by the secret the business saved.

const hash = (token: string) => createHash('sha256').update(token).digest();
const newToken = (kind: string) => `test_${kind}_${randomBytes(24).toString('base64url')}`;
const accessSeconds = 3600;

/** The account a consent is given for, named `<provider>:<client id>:<address>`. */
export const ownerOf = (provider: OAuthProvider, clientId: string, address: string) =>
  `${provider}:${clientId}:${address}`;

/** The calendars a new stand-in account starts with: its own, and one shared read-only. */
async function ensureCalendars(
  tx: Queryable,
  provider: OAuthProvider,
  owner: string,
  address: string,
) {
  const own =
    provider === 'google' ? address : `primary-${hash(owner).toString('hex').slice(0, 16)}`;
  await tx.query(
    `insert into calendars.stand_in_calendars (owner, id, name, colour, writable, is_primary)
     values ($1, $2, $3, '#4a86e8', true, true), ($1, $4, 'Team (read only)', '#16a765', false, false)
     on conflict do nothing`,
    [
      owner,
      own,
      provider === 'google' ? address : 'Calendar',
      `team-${hash(`${owner}:team`).toString('hex').slice(0, 16)}`,
    ],
  );
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** Where the browser is sent back to, with the answer's parameters. */
function back(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** A redirect address the consent may send a code to: an absolute http(s) address. */
function redirectOf(text: string | undefined): string | null {
  if (text === undefined) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The consent page (GET) and the staff member's answer to it (POST). */
export function consentRoutes(db: Database, provider: OAuthProvider) {
  const show = (c: Context) => {
    const query = (name: string) => c.req.query(name) ?? '';
    const clientId = query('client_id');
    const redirectUri = redirectOf(c.req.query('redirect_uri'));
    if (!isTestClient(clientId) || redirectUri === null || query('response_type') !== 'code') {
      return c.html(
        page(
          'Sign-in failed',
          '<p>The request names no test_ client, no redirect address or no code flow.</p>',
        ),
        400,
      );
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query(name))}">`)
      .join('');
    const who = provider === 'google' ? 'Google (test stand-in)' : 'Microsoft 365 (test stand-in)';
    return c.html(
      page(
        `Sign in to ${who}`,
        `<h1>${escapeHtml(who)}</h1><p>${escapeHtml(clientId)} asks to read your calendars and write events to them.</p>
<form method="post">${hidden}<label>Account <input name="login" type="email" required value="${escapeHtml(query('login_hint') || 'staff@example.test')}"></label>
<button name="decision" value="allow">Allow</button> <button name="decision" value="deny">Deny</button></form>`,
      ),
    );
  };

  const answer = async (c: Context) => {
    const form = new URLSearchParams(await c.req.text());
    const clientId = form.get('client_id') ?? '';
    const redirectUri = redirectOf(form.get('redirect_uri') ?? undefined);
    const login = (form.get('login') ?? '').trim().toLowerCase();
    if (!isTestClient(clientId) || redirectUri === null) {
      return c.html(page('Sign-in failed', '<p>No test_ client or no redirect address.</p>'), 400);
    }
    const state = form.get('state') ?? '';
    if (form.get('decision') !== 'allow')
      return c.redirect(back(redirectUri, { error: 'access_denied', state }), 302);
    if (!/^[^@\s]{1,64}@[^@\s]{1,200}$/.test(login)) {
      return c.html(page('Sign-in failed', '<p>An account is an email address.</p>'), 400);
    }
    const owner = ownerOf(provider, clientId, login);
    const code = newToken('code');
    await db.transaction(async (tx) => {
      await ensureCalendars(tx, provider, owner, login);
      await tx.query(
        `insert into calendars.stand_in_grants (token_hash, kind, owner, redirect_uri, expires_at)
         values ($1, 'code', $2, $3, now() + interval '10 minutes')`,
        [hash(code), owner, redirectUri],
      );
    });
    return c.redirect(back(redirectUri, { code, state }), 302);
  };
  return { show, answer };
}

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
        [hash(presented)],
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
          [hash(refresh), grant.owner],
        );
      }
      await tx.query(
        `insert into calendars.stand_in_grants (token_hash, kind, owner, refresh_hash, expires_at)
         values ($1, 'access', $2, $3, now() + make_interval(secs => $4))`,
        [hash(access), grant.owner, hash(refresh), accessSeconds],
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
    [hash(token)],
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
    [hash(token)],
  );
  return rows[0]?.owner ?? null;
}
