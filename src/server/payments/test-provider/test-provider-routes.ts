import type { Hono } from 'hono';
import { registerBrowserRoutes } from './browser-routes.ts';
import { registerIntentRoutes } from './intent-routes.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { providerApi, type TestProviderServices } from './provider-api.ts';
import { registerRefundRoutes } from './refund-routes.ts';
import { registerSetupIntentRoutes } from './setup-intent-routes.ts';

export { authenticationPath, type TestProviderServices } from './provider-api.ts';

/**
 * The embedded test payment provider (issue 20, point 5): Stripe's REST API at Stripe's paths
 * (`/v1/...`, so the stripe SDK reaches it with only `host`, `port` and `protocol`), answering
 * for businesses connected to provider `test` by their own secret key. Form-encoded bodies,
 * Stripe's objects and error shape, test cards, and webhooks signed as Stripe signs them.
 */
export function registerTestProviderRoutes(app: Hono, services: TestProviderServices): void {
  const api = providerApi(services);
  registerObjectRoutes(app, api);
  // Before the secret-key routes at the same paths: a publishable key is answered here.
  registerBrowserRoutes(app, api);
  registerIntentRoutes(app, api);
  registerSetupIntentRoutes(app, api);
  registerRefundRoutes(app, api);
  // Every other Stripe path: Stripe's own answer to a URL it does not know.
  app.all('/v1/*', (c) =>
    api.answer(c, 404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${c.req.method}: ${new URL(c.req.url).pathname}). The embedded test provider speaks only the part of Stripe's API this product uses.`,
      },
    }),
  );
}
