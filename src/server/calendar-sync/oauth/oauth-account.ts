import type { CalendarAccount } from '../calendar-account.ts';
import { googleAccount } from '../google/google-account.ts';
import { microsoftAccount } from '../microsoft/microsoft-account.ts';
import { AccessTokens } from './access-tokens.ts';
import { providerEndpoints, type OAuthProvider } from './provider-endpoints.ts';
import { requestToken } from './token-endpoint.ts';

/** What opens a Google or Microsoft 365 account: the business's OAuth client and the staff member's tokens. */
export interface OAuthAccountOptions {
  provider: OAuthProvider;
  /** The business's own OAuth client; an id beginning `test_` is the embedded stand-in's. */
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  accessToken: string | null;
  accessExpiresAt: Date | null;
  /** Keeps a refreshed access token (sealed) for the next sync. */
  onAccessToken(token: string, expiresAt: Date): Promise<void>;
  /**
   * Keeps the refresh token a refresh replaced (Microsoft's rotate; each lives 90 days), where
   * the caller can: without it the first one is used until it expires.
   */
  onRefreshToken?(token: string): Promise<void>;
  /** The server's own routes in-process, which reach the stand-ins (as payments' `send`). */
  send: (request: Request) => Promise<Response>;
}

/** The account, with the address it belongs to (named to the staff member). */
export type OAuthAccount = CalendarAccount & { accountAddress(): Promise<string> };

/**
 * A Google or Microsoft account, with an access token refreshed from the refresh token when
 * it expires. Nothing is called until the account is used.
 */
export function openOAuthAccount(options: OAuthAccountOptions): OAuthAccount {
  // The consent page is never opened from here, so its origin does not matter.
  const endpoints = providerEndpoints(options.provider, options.clientId, {
    publicOrigin: 'http://localhost',
    send: options.send,
  });
  const label = options.provider === 'google' ? 'Google' : 'Microsoft';
  const tokens = new AccessTokens(
    { token: options.accessToken, expiresAt: options.accessExpiresAt },
    async () => {
      const grant = await requestToken(label, endpoints.token, endpoints.fetch, {
        grant_type: 'refresh_token',
        refresh_token: options.refreshToken,
        client_id: options.clientId,
        client_secret: options.clientSecret,
        ...(options.provider === 'microsoft' ? { scope: endpoints.scope } : {}),
      });
      if (grant.refreshToken !== null && grant.refreshToken !== options.refreshToken) {
        await options.onRefreshToken?.(grant.refreshToken);
      }
      return grant;
    },
    (token, expiresAt) => options.onAccessToken(token, expiresAt),
  );
  if (options.provider === 'microsoft') return microsoftAccount(endpoints, tokens);
  const account = googleAccount(endpoints, tokens);
  return {
    ...account,
    // A Google account's primary calendar is named by the account's address.
    async accountAddress() {
      const primary = (await account.listCalendars()).find((calendar) => calendar.primary);
      return primary?.remoteId ?? 'Google';
    },
  };
}
