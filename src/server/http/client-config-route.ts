import type { Hono } from 'hono';

/**
 * GET /config.json: what the SPA needs to create its supabase-js client. Without
 * API_EXTERNAL_URL the API is the origin the browser used, which is this same process.
 */
export function registerClientConfigRoute(
  app: Hono,
  options: { anonKey: string; apiExternalUrl: string | undefined; mailbox: boolean },
): void {
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: options.apiExternalUrl ?? new URL(c.req.url).origin,
      anonKey: options.anonKey,
      // Whether emails land in the embedded /mailbox, so "check your inbox" can link to it.
      mailbox: options.mailbox,
    });
  });
}
