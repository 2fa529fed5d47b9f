import type { AuthError } from '../errors/auth-error.ts';

// Where a browser lands after an emailed link (GET /verify), an OpenID provider (/callback) or a
// SAML identity provider (the ACS): the shapes supabase-js reads there (contract §5.13, §7).

export interface RedirectFailure {
  error: string;
  code: string;
  description: string;
}

// The OAuth `error` for an auth error's status, as Supabase Auth names them in redirects.
const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  404: 'invalid_request',
  422: 'access_denied',
  503: 'temporarily_unavailable',
};

/** An auth error as a redirect's failure. */
export function failureOf(error: AuthError): RedirectFailure {
  return {
    error: oauthErrors[error.status] ?? 'server_error',
    code: error.code,
    description: error.message,
  };
}

/**
 * The redirect with a failure in the fragment, where supabase-js reads it in implicit mode, and
 * in the query too (PKCE mode reads it there) unless `query` is false.
 */
export function failureRedirect(
  target: string,
  failure: RedirectFailure,
  { query = true }: { query?: boolean } = {},
): string {
  const url = new URL(target);
  const fields = {
    error: failure.error,
    error_code: failure.code,
    error_description: failure.description,
  };
  if (query) for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  url.hash = new URLSearchParams({ ...fields, sb: '' }).toString();
  return url.toString();
}

export interface ImplicitSession {
  access_token: string;
  expires_at: number;
  expires_in: number;
  refresh_token: string;
  token_type: string;
}

/**
 * The redirect of an implicit-flow client: the session in the fragment, in Supabase Auth's
 * order, with an external provider's tokens after a provider sign-in and the link's `type`
 * after an emailed link.
 */
export function sessionRedirect(
  target: string,
  session: ImplicitSession,
  extra: { providerTokens?: { accessToken?: string; refreshToken?: string }; type?: string } = {},
): string {
  const url = new URL(target);
  const fields = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
  });
  const { providerTokens, type } = extra;
  if (providerTokens !== undefined) {
    fields.set('provider_token', providerTokens.accessToken ?? '');
    if (providerTokens.refreshToken !== undefined) {
      fields.set('provider_refresh_token', providerTokens.refreshToken);
    }
  }
  fields.set('refresh_token', session.refresh_token);
  fields.set('sb', '');
  fields.set('token_type', session.token_type);
  if (type !== undefined) fields.set('type', type);
  url.hash = fields.toString();
  return url.toString();
}

/** The redirect of a PKCE client: the auth code in the query, for grant_type=pkce. */
export function codeRedirect(target: string, authCode: string): string {
  const url = new URL(target);
  url.searchParams.set('code', authCode);
  return url.toString();
}
