import { CalendarAccountError } from '../calendar-account.ts';
import { providerFailure } from './provider-failure.ts';

/** What a token endpoint granted (RFC 6749 section 5.1). */
export interface TokenGrant {
  accessToken: string;
  expiresAt: Date;
  /** A new refresh token, when the provider rotates them (Microsoft does), else null. */
  refreshToken: string | null;
}

/**
 * One request to an OAuth 2.0 token endpoint, Google's or Microsoft's (both take the client's
 * credentials in the form body): a code exchanged, or a refresh. A grant refused as invalid
 * (`invalid_grant`: revoked, expired, or the password changed) or a client refused is
 * calendar_auth_failed, as a 401 from the calendar itself.
 */
export async function requestToken(
  provider: string,
  endpoint: string,
  fetcher: typeof fetch,
  form: Record<string, string>,
  now: () => Date = () => new Date(),
): Promise<TokenGrant> {
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw providerFailure(provider, null, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code = typeof body.error === 'string' ? body.error : '';
    const refused = ['invalid_grant', 'invalid_client', 'unauthorized_client'].includes(code);
    throw refused
      ? new CalendarAccountError('calendar_auth_failed', `${provider} refused the grant: ${code}`)
      : providerFailure(provider, response.status, code || 'token request failed');
  }
  const { access_token: access, expires_in: expiresIn, refresh_token: refresh } = body;
  if (typeof access !== 'string' || access === '') {
    throw new CalendarAccountError('calendar_refused', `${provider} granted no access token`);
  }
  const seconds = typeof expiresIn === 'number' ? expiresIn : Number(expiresIn ?? 3600);
  return {
    accessToken: access,
    expiresAt: new Date(now().getTime() + (Number.isFinite(seconds) ? seconds : 3600) * 1000),
    refreshToken: typeof refresh === 'string' && refresh !== '' ? refresh : null,
  };
}
