import type { Context } from 'hono';
import type { Database, Queryable } from '../../db/database.ts';
import { escapeHtml } from '../../link-preview/preview-tags.ts';
import { isTestClient, type OAuthProvider } from '../oauth/provider-endpoints.ts';
import { tokenHash, newToken } from './stand-in-oauth.ts';

// The stand-ins' consent page (RFC 6749 section 4.1.1): the staff member names the test
// account and allows or denies; the browser goes back to the redirect address with a code (kept
// ten minutes, as its hash) or access_denied. A new account starts with two calendars.

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
    provider === 'google' ? address : `primary-${tokenHash(owner).toString('hex').slice(0, 16)}`;
  await tx.query(
    `insert into calendars.stand_in_calendars (owner, id, name, colour, writable, is_primary)
     values ($1, $2, $3, '#4a86e8', true, true), ($1, $4, 'Team (read only)', '#16a765', false, false)
     on conflict do nothing`,
    [
      owner,
      own,
      provider === 'google' ? address : 'Calendar',
      `team-${tokenHash(`${owner}:team`).toString('hex').slice(0, 16)}`,
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
        [tokenHash(code), owner, redirectUri],
      );
    });
    return c.redirect(back(redirectUri, { code, state }), 302);
  };
  return { show, answer };
}
