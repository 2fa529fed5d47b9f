import type { CalendarAccount } from '../calendar-account.ts';

/** What opens a Google or Microsoft 365 account: the business's OAuth client and the staff member's tokens. */
export interface OAuthAccountOptions {
  provider: 'google' | 'microsoft';
  /** The business's own OAuth client; an id beginning `test_` is the embedded stand-in's. */
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  accessToken: string | null;
  accessExpiresAt: Date | null;
  /** Keeps a refreshed access token (sealed) for the next sync. */
  onAccessToken(token: string, expiresAt: Date): Promise<void>;
  /** The server's own routes in-process, which reach the stand-ins (as payments' `send`). */
  send: (request: Request) => Promise<Response>;
}

// SCAFFOLD (session 17, replaced by the h-caloauth helper before anything lands).
export function openOAuthAccount(options: OAuthAccountOptions): CalendarAccount {
  throw new Error(`${options.provider} accounts are being built`);
}
