import type { Hono } from 'hono';

export interface ClientConfigOptions {
  anonKey: string;
  apiExternalUrl: string | undefined;
  mailbox: boolean;
  /** SAML single sign-on is on; the key is left out when it is off. */
  saml?: boolean;
  /** Signing in with a passkey alone is on (PASSKEYS_ENABLED); left out when it is off. */
  passkeys?: boolean;
  /** The external sign-in providers (OIDC_PROVIDERS), for the "Continue with …" buttons. */
  signInProviders?: { id: string; name: string }[];
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
    ...(options.saml === true ? { saml: true } : {}),
    ...(options.passkeys === true ? { passkeys: true } : {}),
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
