import type { Hono } from 'hono';
import { readObject, writeObjects } from './object-store.ts';
import type { ProviderApi } from './provider-api.ts';
import { metadata, oneOf, required, text } from './request-params.ts';
import { confirmSetupIntent, createSetupIntent } from './setup-intents.ts';
import { unixNow } from './stripe-objects.ts';

/**
 * The test provider's SetupIntents at Stripe's paths (create, retrieve, confirm with a card):
 * a card saved for a customer without a payment, as a member updating their card does.
 */
export function registerSetupIntentRoutes(app: Hono, api: ProviderApi): void {
  const { db, route, change, keep, paymentMethod } = api;

  app.post(
    '/v1/setup_intents',
    route(async ({ account, params }) => {
      const customer = text(params, 'customer');
      if (customer !== null) await readObject(db, account.tenantId, customer, { kind: 'customer' });
      const intent = createSetupIntent(
        {
          customer,
          usage: oneOf(params, 'usage', ['on_session', 'off_session'] as const) ?? 'off_session',
          metadata: metadata(params),
        },
        unixNow(),
      );
      await writeObjects(db, account.tenantId, [intent]);
      return intent;
    }),
  );
  app.get(
    '/v1/setup_intents/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'setup_intent' }),
    ),
  );
  app.post(
    '/v1/setup_intents/:id/confirm',
    route(({ account, params }, c) =>
      change(account, async (tx, pending) => {
        const intent = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'setup_intent',
          lock: true,
        });
        const method = await paymentMethod(tx, account, required(params, 'payment_method'));
        const step = confirmSetupIntent(intent, method, unixNow());
        await keep(tx, account, step, pending);
        return { result: step.intent, ...(step.error ? { error: step.error } : {}) };
      }),
    ),
  );
}
