import type { Context, Hono } from 'hono';
import { recordAuditEvent } from '../audit/audit-log.ts';
import type { AuthServices } from '../auth-services.ts';
import { AuthError } from '../errors/auth-error.ts';
import { readFormBody } from '../request/form-body.ts';
import {
  codeRedirect,
  failureRedirect,
  sessionRedirect,
  type RedirectFailure,
} from '../request/session-redirect.ts';
import { IdTokenRejected, verifyIdToken } from '../oidc/id-token.ts';
import { callbackUrlOf, exchangeProviderCode, startProviderFlow } from '../oidc/provider-flow.ts';
import { apiUrlOf } from '../request/api-url.ts';
import { clientIp } from '../request/client-ip.ts';
import { startSession } from '../tokens/issue-session.ts';
import { signInExternalIdentity } from '../users/external-user.ts';

// How long a person may take at the provider before the flow state is refused.
const flowLifetimeSeconds = 600;

interface ProviderFlowRow {
  id: string;
  code_challenge: string | null;
  provider_type: string;
  redirect_to: string;
  oidc_nonce: string;
  provider_code_verifier: string;
  link_user_id: string | null;
  age_seconds: number;
}

class CallbackFailed extends Error {
  readonly failure: RedirectFailure;
  constructor(failure: RedirectFailure) {
    super(failure.description);
    this.failure = failure;
  }
}

const fail = (error: string, code: string, description: string) =>
  new CallbackFailed({ error, code, description });

/** The provider's answer: the query, and for response_mode=form_post the form over it. */
async function callbackParams(c: Context): Promise<Record<string, string>> {
  const form = c.req.method === 'POST' ? Object.entries(await readFormBody(c)) : [];
  // Built from entries, so a field named __proto__ is a field like any other.
  return Object.fromEntries([
    ...Object.entries(c.req.query()),
    ...form.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  ]);
}

async function takeFlow(services: AuthServices, state: string | undefined) {
  if (state === undefined || !/^[0-9a-f-]{36}$/i.test(state)) return undefined;
  const { rows } = await services.db.query<ProviderFlowRow>(
    `select *, extract(epoch from now() - created_at)::float8 as age_seconds
     from auth.flow_state where id = $1 and provider_type is not null and user_id is null`,
    [state],
  );
  return rows[0];
}

/**
 * GET|POST /callback: the provider sends the person back with a code (or an error); the code is
 * exchanged, its ID token verified, the user found, created or linked, and the person sent on to
 * the flow's redirect with a session (implicit) or an auth code (PKCE), contract §5.13.
 */
async function completeCallback(services: AuthServices, c: Context): Promise<string> {
  const params = await callbackParams(c);
  const flow = await takeFlow(services, params.state);
  if (flow === undefined || flow.age_seconds > flowLifetimeSeconds) {
    if (flow !== undefined)
      await services.db.query('delete from auth.flow_state where id = $1', [flow.id]);
    return failureRedirect(services.config.siteUrl, {
      error: 'invalid_request',
      code: 'bad_oauth_state',
      description: 'OAuth state parameter is invalid or has expired',
    });
  }
  const provider = services.oidc.get(flow.provider_type);
  try {
    if (params.error !== undefined) {
      throw fail(params.error, 'bad_oauth_callback', params.error_description ?? params.error);
    }
    if (provider === undefined) {
      throw fail('invalid_request', 'provider_disabled', 'Unsupported provider');
    }
    if (params.code === undefined || params.code === '') {
      throw fail(
        'invalid_request',
        'bad_oauth_callback',
        'OAuth callback with missing authorization code',
      );
    }
    const tokens = await exchangeProviderCode(provider, {
      code: params.code,
      redirectUri: callbackUrlOf(services, c),
      verifier: flow.provider_code_verifier,
    });
    if (tokens === undefined) {
      throw fail(
        'server_error',
        'bad_oauth_callback',
        'Error getting user profile from external provider',
      );
    }
    let claims: Record<string, unknown>;
    try {
      ({ claims } = await verifyIdToken(provider, tokens.idToken, {
        nonce: flow.oidc_nonce,
        accessToken: tokens.accessToken,
      }));
    } catch (error) {
      if (error instanceof IdTokenRejected)
        throw fail('invalid_request', 'bad_oauth_callback', error.message);
      throw error;
    }
    return await services.db.transaction(async (q) => {
      let user;
      try {
        user = await signInExternalIdentity(
          q,
          {
            provider: provider.settings.id,
            claims,
            signupsOpen: !services.config.auth.disableSignup,
          },
          flow.link_user_id ?? undefined,
        );
      } catch (error) {
        if (error instanceof AuthError) throw fail('invalid_request', error.code, error.message);
        throw error;
      }
      if (user.banned_until !== null && user.banned_until > new Date()) {
        throw fail('access_denied', 'user_banned', 'User is banned');
      }
      await recordAuditEvent(q, {
        action: flow.link_user_id === null ? 'login' : 'identity_linked',
        actorId: user.id,
        ip: clientIp(c),
        traits: { provider: provider.settings.id },
      });
      if (flow.code_challenge !== null) {
        const { rows } = await q.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2, auth_code_issued_at = now(),
             provider_access_token = $3, provider_refresh_token = $4
           where id = $1 returning auth_code`,
          [flow.id, user.id, tokens.accessToken ?? null, tokens.refreshToken ?? null],
        );
        return codeRedirect(flow.redirect_to, (rows[0] as { auth_code: string }).auth_code);
      }
      await q.query('delete from auth.flow_state where id = $1', [flow.id]);
      const session = await startSession(services, q, {
        userId: user.id,
        method: 'oauth',
        apiUrl: apiUrlOf(services, c),
      });
      return sessionRedirect(flow.redirect_to, session, { providerTokens: tokens });
    });
  } catch (error) {
    if (!(error instanceof CallbackFailed)) throw error;
    await services.db.query('delete from auth.flow_state where id = $1', [flow.id]);
    return failureRedirect(flow.redirect_to, error.failure);
  }
}

/** GET /authorize and GET|POST /callback: sign-in with an external OpenID Connect provider. */
export function registerOAuthRoutes(auth: Hono, services: AuthServices): void {
  auth.get('/authorize', async (c) =>
    c.redirect(await startProviderFlow(services, services.db, c), 302),
  );
  auth.get('/callback', async (c) => c.redirect(await completeCallback(services, c), 302));
  auth.post('/callback', async (c) => c.redirect(await completeCallback(services, c), 302));
}
