export interface CallbackFailure {
  error: string;
  code: string;
  description: string;
}

/**
 * The flow's redirect with a failure in both the query and the fragment, as Supabase Auth sends
 * it (contract §5.13): supabase-js reads the fragment in implicit mode and the query in PKCE mode.
 */
export function failureRedirect(target: string, failure: CallbackFailure): string {
  const url = new URL(target);
  const fields = {
    error: failure.error,
    error_code: failure.code,
    error_description: failure.description,
  };
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
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

/** The redirect of an implicit-flow client: the session in the fragment (contract §5.13). */
export function sessionRedirect(
  target: string,
  session: ImplicitSession,
  providerTokens: { accessToken?: string; refreshToken?: string },
): string {
  const url = new URL(target);
  const fields = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    provider_token: providerTokens.accessToken ?? '',
  });
  if (providerTokens.refreshToken !== undefined) {
    fields.set('provider_refresh_token', providerTokens.refreshToken);
  }
  fields.set('refresh_token', session.refresh_token);
  fields.set('sb', '');
  fields.set('token_type', session.token_type);
  url.hash = fields.toString();
  return url.toString();
}

/** The redirect of a PKCE client: the auth code in the query, for grant_type=pkce. */
export function codeRedirect(target: string, authCode: string): string {
  const url = new URL(target);
  url.searchParams.set('code', authCode);
  return url.toString();
}
