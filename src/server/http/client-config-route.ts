import type { Hono } from 'hono';

export interface ClientConfigOptions {
  anonKey: string;
  apiExternalUrl: string | undefined;
  mailbox: boolean;
  /** The embedded test card provider is on; the key is left out when it is off. */
  testPayments?: boolean;
  /** The embedded Google and Microsoft calendar stand-ins are on; left out when they are off. */
  testCalendars?: boolean;
  /** SAML single sign-on is on; the key is left out when it is off. */
  saml?: boolean;
  /**
   * The relying party passkeys are bound to, when signing in with a passkey alone is on
   * (PASSKEYS_ENABLED); the SPA is told `passkeys: true` only on a page of that domain, where
   * the browser can use them.
   */
  passkeyRpId?: string;
  /** The external sign-in providers (OIDC_PROVIDERS), for the "Continue with …" buttons. */
  signInProviders?: { id: string; name: string }[];
}

/** Whether a page at this URL can use passkeys of the relying party: its domain or under it. */
function passkeysWork(rpId: string | undefined, pageUrl: string): boolean {
  if (rpId === undefined) return false;
  const host = new URL(pageUrl).hostname;
  return host === rpId || host.endsWith(`.${rpId}`);
}

/**
 * What the SPA needs to create its supabase-js client. Without API_EXTERNAL_URL the API is the
 * origin the browser used, which is this same process.
 */
export function clientConfig(options: ClientConfigOptions, requestUrl: string) {
  return {
    supabaseUrl: options.apiExternalUrl ?? new URL(requestUrl).origin,
    anonKey: options.anonKey,
    // Whether emails land in the embedded /mailbox, so "check your inbox" can link to it.
    mailbox: options.mailbox,
    ...(options.testPayments === true ? { testPayments: true } : {}),
    // So Settings › Calendars can say that a test_ client id uses them (issue 37).
    ...(options.testCalendars === true ? { testCalendars: true } : {}),
    ...(options.saml === true ? { saml: true } : {}),
    ...(passkeysWork(options.passkeyRpId, requestUrl) ? { passkeys: true } : {}),
    ...(options.signInProviders?.length ? { signInProviders: options.signInProviders } : {}),
  };
}

/** GET /config.json, for the dev server's page and for any other client of this backend. */
export function registerClientConfigRoute(app: Hono, options: ClientConfigOptions): void {
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(clientConfig(options, c.req.url));
  });
}
