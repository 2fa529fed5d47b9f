import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { validationFailed } from '../errors/auth-error.ts';
import { apiUrlOf, redirectToOf } from '../request/api-url.ts';
import { parsePkceChallenge } from '../tokens/pkce.ts';
import type { OidcProvider } from './provider-registry.ts';

// Parameters of our own request to the provider, which `queryParams` may not override.
const reserved = new Set([
  'provider',
  'redirect_to',
  'scopes',
  'code_challenge',
  'code_challenge_method',
  'skip_http_redirect',
  'invite_token',
  'apikey',
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_verifier',
]);

export function callbackUrlOf(services: AuthServices, c: Context): string {
  return `${apiUrlOf(services, c)}/auth/v1/callback`;
}

export function providerOrFail(services: AuthServices, name: string | undefined): OidcProvider {
  const provider = name === undefined ? undefined : services.oidc.get(name);
  if (provider === undefined) {
    throw validationFailed(`Unsupported provider: provider ${name ?? ''} could not be found`);
  }
  return provider;
}

/**
 * GET /authorize and GET /user/identities/authorize: keeps a flow state (its id is the OAuth
 * `state`) with our nonce and PKCE verifier towards the provider, the client's own PKCE
 * challenge and redirect, and the user to link to; answers the provider's authorize URL.
 */
export async function startProviderFlow(
  services: AuthServices,
  q: Queryable,
  c: Context,
  linkUserId?: string,
): Promise<string> {
  const provider = providerOrFail(services, c.req.query('provider'));
  const pkce = parsePkceChallenge(
    c.req.query('code_challenge'),
    c.req.query('code_challenge_method'),
  );
  const discovery = await provider.discovery();
  const nonce = randomBytes(24).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  // Flows people abandoned at the provider go when new ones start.
  await q.query(
    `delete from auth.flow_state
     where provider_type is not null and created_at < now() - interval '1 hour'`,
  );
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.flow_state (code_challenge, code_challenge_method, authentication_method,
       provider_type, redirect_to, oidc_nonce, provider_code_verifier, link_user_id)
     values ($1, $2, 'oauth', $3, $4, $5, $6, $7) returning id`,
    [
      pkce?.challenge ?? null,
      pkce?.method ?? null,
      provider.settings.id,
      redirectToOf(services, c),
      nonce,
      verifier,
      linkUserId ?? null,
    ],
  );
  const scopes = new Set(['openid', 'email', 'profile', ...provider.settings.scopes]);
  for (const scope of (c.req.query('scopes') ?? '').split(/\s+/)) if (scope) scopes.add(scope);
  const url = new URL(discovery.authorization_endpoint);
  for (const [key, value] of Object.entries(c.req.query())) {
    if (!reserved.has(key)) url.searchParams.set(key, value);
  }
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.settings.clientId);
  url.searchParams.set('redirect_uri', callbackUrlOf(services, c));
  url.searchParams.set('scope', [...scopes].join(' '));
  url.searchParams.set('state', (rows[0] as { id: string }).id);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface ProviderTokens {
  idToken: string;
  accessToken?: string;
  refreshToken?: string;
}

/** Exchanges the provider's code at its token endpoint (client_secret_basic, with our verifier). */
export async function exchangeProviderCode(
  provider: OidcProvider,
  input: { code: string; redirectUri: string; verifier: string },
): Promise<ProviderTokens | undefined> {
  const { token_endpoint: endpoint } = await provider.discovery();
  const { clientId, clientSecret } = provider.settings;
  const basic = Buffer.from(
    `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`,
  ).toString('base64');
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${basic}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.id_token !== 'string') return undefined;
  return {
    idToken: body.id_token,
    accessToken: typeof body.access_token === 'string' ? body.access_token : undefined,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
  };
}
