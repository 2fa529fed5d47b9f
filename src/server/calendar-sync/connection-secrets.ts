// What each sealed calendar secret is bound to (the payments box, secret-box.ts): a sealed value
// copied to another connection, business or column does not open (contract of issue 37).

/** A connection's CalDAV password or OAuth refresh token, or its current access token. */
export const connectionContext = (
  tenantId: string,
  connectionId: string,
  which: 'secret' | 'access',
) => `calendar-connection:${tenantId}:${connectionId}:${which}`;

/** A business's OAuth client secret at Google or Microsoft. */
export const oauthClientContext = (tenantId: string, provider: 'google' | 'microsoft') =>
  `calendar-oauth-client:${tenantId}:${provider}`;
