import type { Hono } from 'hono';
import { listObjects, listObjectsWith, readObject, writeObjects } from './object-store.ts';
import { cardMethod } from './card-method.ts';
import { ProviderError, invalidParam } from './provider-error.ts';
import type { ProviderApi } from './provider-api.ts';
import { integer, metadata, nested, required, text } from './request-params.ts';
import { customerObject, publicPaymentMethod, unixNow } from './stripe-objects.ts';

/**
 * The test provider's customers, card payment methods (from test card numbers, never answering
 * the number), charges and events, at Stripe's paths.
 */
export function registerObjectRoutes(app: Hono, { db, route }: ProviderApi): void {
  app.post(
    '/v1/customers',
    route(async ({ account, params }) => {
      const customer = customerObject(
        {
          email: text(params, 'email') ?? undefined,
          name: text(params, 'name') ?? undefined,
          metadata: metadata(params),
        },
        unixNow(),
      );
      await writeObjects(db, account.tenantId, [customer]);
      return customer;
    }),
  );
  app.get(
    '/v1/customers/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'customer' }),
    ),
  );

  app.post(
    '/v1/payment_methods',
    route(async ({ account, params }) => {
      if (text(params, 'type') !== 'card')
        throw invalidParam('type', 'The test provider makes card payment methods only: type=card.');
      const billing = nested(params, 'billing_details');
      const method = cardMethod(
        nested(params, 'card'),
        text(billing, 'name'),
        new Date(),
        unixNow(),
      );
      await writeObjects(db, account.tenantId, [method]);
      return publicPaymentMethod(method);
    }),
  );
  // A customer's saved cards (Stripe: GET /v1/payment_methods?customer=…&type=card).
  app.get(
    '/v1/payment_methods',
    route(async ({ account, params }) => {
      const customer = required(params, 'customer');
      await readObject(db, account.tenantId, customer, { kind: 'customer' });
      const limit = integer(params, 'limit', 1, 100) ?? 10;
      const cards = (
        await listObjectsWith(db, account.tenantId, 'payment_method', 'customer', customer, limit)
      ).map(publicPaymentMethod);
      return { object: 'list', url: '/v1/payment_methods', has_more: false, data: cards };
    }),
  );
  app.post(
    '/v1/payment_methods/:id/detach',
    route(({ account }, c) =>
      db.transaction(async (tx) => {
        const method = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_method',
          lock: true,
        });
        if (method.customer === null) {
          throw new ProviderError(
            400,
            'invalid_request_error',
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            { code: 'payment_method_unexpected_state' },
          );
        }
        const detached = { ...method, customer: null };
        await writeObjects(tx, account.tenantId, [detached]);
        return publicPaymentMethod(detached);
      }),
    ),
  );
  app.get(
    '/v1/payment_methods/:id',
    route(async ({ account }, c) =>
      publicPaymentMethod(
        await readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'payment_method' }),
      ),
    ),
  );
  app.post(
    '/v1/payment_methods/:id/attach',
    route(({ account, params }, c) =>
      db.transaction(async (tx) => {
        const customer = await readObject(tx, account.tenantId, required(params, 'customer'), {
          kind: 'customer',
        });
        const method = await readObject(tx, account.tenantId, c.req.param('id') ?? '', {
          kind: 'payment_method',
          lock: true,
        });
        const attached = { ...method, customer: customer.id };
        await writeObjects(tx, account.tenantId, [attached]);
        return publicPaymentMethod(attached);
      }),
    ),
  );
  app.get(
    '/v1/charges/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'charge' }),
    ),
  );
  app.get(
    '/v1/events/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'event' }),
    ),
  );
  app.get(
    '/v1/events',
    route(async ({ account, params }) => {
      const limit = integer(params, 'limit', 1, 100) ?? 10;
      const type = text(params, 'type');
      const events = (await listObjects(db, account.tenantId, 'event', 100))
        .filter((event) => type === null || event.type === type)
        .slice(0, limit);
      return { object: 'list', url: '/v1/events', has_more: false, data: events };
    }),
  );
}
