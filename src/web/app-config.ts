import * as z from 'zod/mini';

const appConfigSchema = z.object({
  supabaseUrl: z.string().check(z.minLength(1)),
  anonKey: z.string().check(z.minLength(1)),
  /** True when the server keeps emails in its embedded /mailbox instead of sending them. */
  mailbox: z.optional(z.boolean()),
  /** True when the embedded test card provider is on (a developer tool), so owners may pick it. */
  testPayments: z.optional(z.boolean()),
  /** True when the embedded Google and Microsoft calendar stand-ins are on (a developer tool). */
  testCalendars: z.optional(z.boolean()),
  /** True when SAML single sign-on is on (SAML_ENABLED), so sign-in screens offer it. */
  saml: z.optional(z.boolean()),
  /** True when people may sign in with a passkey alone (PASSKEYS_ENABLED). */
  passkeys: z.optional(z.boolean()),
  /** The external OpenID Connect providers people may sign in with (id and button name). */
  signInProviders: z.optional(z.array(z.object({ id: z.string(), name: z.string() }))),
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/**
 * Reads what the server says at `/config.json`. A relative `supabaseUrl` is resolved against the
 * page, so a server behind a proxy can simply answer with its own path.
 */
export function parseAppConfig(body: unknown, pageOrigin: string): AppConfig {
  const config = appConfigSchema.parse(body);
  return {
    ...config,
    supabaseUrl: new URL(config.supabaseUrl, pageOrigin).href.replace(/\/$/, ''),
  };
}

/**
 * The settings: written into the page by the server (src/server/static/page-with-config.ts), or,
 * under Vite's dev server, whose page carries none, asked of /config.json.
 */
export async function loadAppConfig(): Promise<AppConfig> {
  const written = document.getElementById('app-config')?.textContent;
  if (written) return parseAppConfig(JSON.parse(written), window.location.origin);
  // The keys can change on the server, so the browser must not keep an old copy.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return parseAppConfig(await response.json(), window.location.origin);
}
