import type { Hono } from 'hono';
import { readObject, writeObjects } from './object-store.ts';
import { ProviderError, invalidParam } from './provider-error.ts';
import type { ProviderApi } from './provider-api.ts';
import { refundCharge } from './refunds.ts';
import { integer, metadata, oneOf, text } from './request-params.ts';
import { unixNow } from './stripe-objects.ts';

/** The test provider's refunds of a succeeded payment, whole or in part, at Stripe's paths. */
export function registerRefundRoutes(app: Hono, { db, route, change }: ProviderApi): void {
  app.post(
    '/v1/refunds',
    route(({ account, params }) =>
      change(account, async (tx, pending) => {
        let chargeId = text(params, 'charge');
        const intentId = text(params, 'payment_intent');
        if (chargeId === null && intentId !== null) {
          const intent = await readObject(tx, account.tenantId, intentId, {
            kind: 'payment_intent',
          });
          chargeId = intent.latest_charge as string | null;
          if (chargeId === null || intent.status !== 'succeeded') {
            throw new ProviderError(
              400,
              'invalid_request_error',
              `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
              { code: 'charge_not_refundable' },
            );
          }
        }
        if (chargeId === null)
          throw invalidParam('payment_intent', 'Name the payment_intent or the charge to refund.');
        const charge = await readObject(tx, account.tenantId, chargeId, {
          kind: 'charge',
          lock: true,
        });
        const step = refundCharge(
          charge,
          integer(params, 'amount', 1),
          oneOf(params, 'reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const),
          metadata(params),
          unixNow(),
        );
        await writeObjects(tx, account.tenantId, [step.refund, step.charge, ...step.events]);
        pending.push(step.events);
        return { result: step.refund };
      }),
    ),
  );
  app.get(
    '/v1/refunds/:id',
    route(({ account }, c) =>
      readObject(db, account.tenantId, c.req.param('id') ?? '', { kind: 'refund' }),
    ),
  );
}
