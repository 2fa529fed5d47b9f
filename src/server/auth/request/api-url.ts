import type { Context } from 'hono';
import type { AuthServices } from '../auth-services.ts';

/** The base URL of the API, for links in emails and the token issuer. */
export function apiUrlOf(services: AuthServices, c: Context): string {
  return services.config.apiExternalUrl ?? new URL(c.req.url).origin;
}
