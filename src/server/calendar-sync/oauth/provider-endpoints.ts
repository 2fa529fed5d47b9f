// Where each provider's OAuth and calendar APIs are: Google's and Microsoft's own, or the
// embedded stand-ins (a developer tool, src/server/calendar-sync/stand-ins/) for an OAuth client
// whose id begins `test_`, reached in-process through the server's own routes, as the stripe
// SDK reaches the payments test provider.

export type OAuthProvider = 'google' | 'microsoft';

/** The stand-ins' paths, under this server's own address. */
export const standInPrefix = '/calendar/test-providers';

/**
 * The host each stand-in is called at in-process: the request never leaves the server. Google's
 * client resolves its paths against the root of `rootUrl`, so the stand-in is named by its host
 * and its path prefix is added on the way in. https, though it never leaves the process: Graph's
 * client follows only https paging links.
 */
const standInOrigin = (provider: OAuthProvider) =>
  `https://${provider}.calendar-test-providers.internal`;

/** Sends a request for a stand-in's host to its routes, through the server's own `send`. */
export function standInFetch(
  provider: OAuthProvider,
  send: (request: Request) => Promise<Response>,
): typeof fetch {
  const base = `${standInPrefix}/${provider}`;
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${base}/`)) url.pathname = `${base}${url.pathname}`;
    return send(new Request(url, request));
  };
}

/** Whether an OAuth client is the stand-ins' (only those are sent to them). */
export const isTestClient = (clientId: string) => clientId.startsWith('test_');

export interface ProviderEndpoints {
  /** The consent page the staff member's browser is sent to. */
  authorize: string;
  token: string;
  /** Google's root for @googleapis/calendar (`rootUrl`); Microsoft Graph's (before `/v1.0`). */
  api: string;
  /** How the server reaches `token` and `api`: the network, or its own routes. */
  fetch: typeof fetch;
  /** What the consent asks for: offline access (a refresh token) to calendars and events. */
  scope: string;
}

const scopes: Record<OAuthProvider, string> = {
  // Read every calendar (list, events, push); write events (the bookings).
  google:
    'https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events',
  // `User.Read` names the account; `offline_access` grants the refresh token.
  microsoft: 'offline_access User.Read Calendars.ReadWrite',
};

/** Microsoft's endpoints for work, school and personal accounts alike. */
const microsoftAuthority = 'common';

/**
 * The endpoints for a business's OAuth client. `publicOrigin` is where browsers reach this
 * server (the stand-ins' consent page is one of its pages); `send` runs a request through its
 * own routes.
 */
export function providerEndpoints(
  provider: OAuthProvider,
  clientId: string,
  options: { publicOrigin: string; send: (request: Request) => Promise<Response> },
): ProviderEndpoints {
  const scope = scopes[provider];
  if (isTestClient(clientId)) {
    const consent = `${options.publicOrigin}${standInPrefix}/${provider}`;
    const origin = standInOrigin(provider);
    const inProcess = standInFetch(provider, options.send);
    return provider === 'google'
      ? {
          authorize: `${consent}/o/oauth2/v2/auth`,
          token: `${origin}/token`,
          api: `${origin}/`,
          fetch: inProcess,
          scope,
        }
      : {
          authorize: `${consent}/${microsoftAuthority}/oauth2/v2.0/authorize`,
          token: `${origin}/${microsoftAuthority}/oauth2/v2.0/token`,
          api: origin,
          fetch: inProcess,
          scope,
        };
  }
  return provider === 'google'
    ? {
        authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
        token: 'https://oauth2.googleapis.com/token',
        api: 'https://www.googleapis.com/',
        fetch,
        scope,
      }
    : {
        authorize: `https://login.microsoftonline.com/${microsoftAuthority}/oauth2/v2.0/authorize`,
        token: `https://login.microsoftonline.com/${microsoftAuthority}/oauth2/v2.0/token`,
        api: 'https://graph.microsoft.com',
        fetch,
        scope,
      };
}
