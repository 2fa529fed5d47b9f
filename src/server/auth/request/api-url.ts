import type { Context } from 'hono';
import type { AuthServices } from '../auth-services.ts';
import { redirectTarget } from './redirect-target.ts';

/** The base URL of the API, for links in emails and the token issuer. */
export function apiUrlOf(services: AuthServices, c: Context): string {
  return services.config.apiExternalUrl ?? new URL(c.req.url).origin;
}

/** Where an emailed link may send the user: the requested `redirect_to` if allowed, else SITE_URL. */
export function redirectToOf(
  services: AuthServices,
  c: Context,
  requested: string | undefined = c.req.query('redirect_to'),
): string {
  const { siteUrl, auth } = services.config;
  return redirectTarget(requested, siteUrl, auth.additionalRedirectUrls);
}
