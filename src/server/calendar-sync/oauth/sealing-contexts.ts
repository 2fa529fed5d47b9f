// What each calendar secret is sealed as (contract.md, "Sealing"): bound to its business, its
// connection and its kind, so a sealed value copied elsewhere does not open.

export const connectionSecretContext = (tenantId: string, connectionId: string) =>
  `calendar-connection:${tenantId}:${connectionId}:secret`;

export const accessTokenContext = (tenantId: string, connectionId: string) =>
  `calendar-connection:${tenantId}:${connectionId}:access`;

export const oauthClientContext = (tenantId: string, provider: string) =>
  `calendar-oauth-client:${tenantId}:${provider}`;
