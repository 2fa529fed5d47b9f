import { ProviderError } from './provider-error.ts';
import { eventObject, newId, type StripeObject } from './stripe-objects.ts';

/**
 * A refund of a succeeded charge, whole (no amount) or in part, never more than is left: the
 * refund, the charge with its new amount_refunded, and the charge.refunded event, which
 * carries the charge (Stripe's shape since its refunds list left the charge).
 */
export function refundCharge(
  charge: StripeObject,
  amount: number | null,
  reason: string | null,
  metadata: Record<string, string>,
  now: number,
): { refund: StripeObject; charge: StripeObject; events: StripeObject[] } {
  const captured = Number(charge.amount_captured);
  const refunded = Number(charge.amount_refunded);
  const left = captured - refunded;
  if (left <= 0) {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `Charge ${charge.id} has already been refunded.`,
      {
        code: 'charge_already_refunded',
      },
    );
  }
  const value = amount ?? left;
  if (value > left) {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const refund: StripeObject = {
    id: newId('re'),
    object: 'refund',
    amount: value,
    charge: charge.id,
    created: now,
    currency: charge.currency,
    metadata,
    payment_intent: charge.payment_intent,
    reason,
    status: 'succeeded',
  };
  const updated = {
    ...charge,
    amount_refunded: refunded + value,
    refunded: refunded + value === captured,
  };
  return { refund, charge: updated, events: [eventObject('charge.refunded', updated, now)] };
}
