import Stripe from 'stripe';
import type { Database } from '../db/database.ts';
import { openPayment, type OpenedPayment, type PaymentRequest } from './open-payment.ts';
import { customerOf } from './payment-customers.ts';
import type { SecretBox } from './secret-box.ts';
import type { SendRequest } from './test-provider/webhook-sender.ts';

/** The client's saved card at the business's provider (the first listed), or null. */
export async function savedCardOf(
  db: Database,
  stripe: Stripe,
  tenantId: string,
  clientId: string,
): Promise<Stripe.PaymentMethod | null> {
  const customer = await customerOf(db, tenantId, clientId);
  if (customer === null) return null;
  return (await stripe.paymentMethods.list({ customer, type: 'card', limit: 1 })).data[0] ?? null;
}

/**
 * Charges what the database says is due (a balance, or a fee) to a saved card without the
 * client (off-session): the payment is opened (or its open one found again, already paid or
 * not), then confirmed with the card; the provider's webhook records it in the ledger. A
 * declined card throws the SDK's StripeCardError after the payment is canceled, so what is
 * owed stays owed and may be charged again later. The request's idempotency key, when it has
 * one, keys the provider's calls (one attempt, however often it is asked).
 */
export async function chargeOffSession(
  services: { db: Database; box: SecretBox; send: SendRequest },
  stripe: Stripe,
  request: PaymentRequest,
  card: Stripe.PaymentMethod,
): Promise<OpenedPayment> {
  const opened = await openPayment(services.db, services.box, services.send, request);
  if (opened.status === 'succeeded' || opened.status === 'processing') return opened;
  try {
    const confirmed = await stripe.paymentIntents.confirm(
      opened.providerPaymentId,
      { payment_method: card.id, off_session: true },
      {
        idempotencyKey:
          request.idempotencyKey === undefined
            ? `off-session:${opened.providerPaymentId}`
            : `${request.idempotencyKey}:confirm`,
      },
    );
    return { ...opened, status: confirmed.status };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      await stripe.paymentIntents.cancel(opened.providerPaymentId).catch(() => undefined);
    throw error;
  }
}
