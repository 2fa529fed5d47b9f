import Stripe from 'stripe';
import { PaymentConflictError } from '../payments/open-payment.ts';
import { isPostgresError, restErrorFromDatabase } from '../rest/database-error.ts';

/** What payments.finish_renewal is told of one attempt to charge a renewal to the saved card. */
export interface RenewalOutcome {
  outcome: 'charged' | 'declined' | 'pending';
  /** For 'charged': the provider's payment (its webhook marks the period paid). */
  providerPaymentId?: string;
  code?: string;
  message?: string;
  /** For 'pending': how long until it is tried again. */
  retrySeconds?: number;
}

/** The provider out of reach or slow: soon, not as a decline. */
export const unreachableRetrySeconds = 60;
/** The business's account cannot charge now (a switch of accounts under way): later. */
const accountRetrySeconds = 3600;

/** Paid meanwhile (by the webhook, the client, or another attempt): nothing more to charge. */
const paidCodes = new Set(['nothing_to_pay', 'already_paid']);

/**
 * What a failed attempt comes to: a card the provider declined (authentication it asks for
 * included, which nobody is there to give) is a decline, told to the client and retried on the
 * business's days; a renewal paid meanwhile counts as charged (its payment's webhook settles
 * it); anything else (the provider out of reach, a timeout, an account that cannot charge, a
 * database refusal) is tried again later and is not the client's decline.
 */
export function renewalOutcome(error: unknown): RenewalOutcome {
  if (error instanceof Stripe.errors.StripeCardError)
    return { outcome: 'declined', code: error.code ?? 'card_declined', message: error.message };
  if (error instanceof PaymentConflictError)
    return {
      outcome: 'pending',
      code: error.code,
      message: error.message,
      retrySeconds: accountRetrySeconds,
    };
  if (isPostgresError(error) && error.code === 'PGRST') {
    const refused = restErrorFromDatabase(error, 'service_role');
    if (paidCodes.has(refused.code)) return { outcome: 'charged', code: refused.code };
    return {
      outcome: 'pending',
      code: refused.code,
      message: refused.message,
      retrySeconds: accountRetrySeconds,
    };
  }
  return {
    outcome: 'pending',
    code: 'provider_unreachable',
    message: error instanceof Error ? error.message : String(error),
    retrySeconds: unreachableRetrySeconds,
  };
}
