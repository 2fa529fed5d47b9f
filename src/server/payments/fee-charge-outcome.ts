import Stripe from 'stripe';
import { isPostgresError, restErrorFromDatabase } from '../rest/database-error.ts';
import { retryDelayMs, type RetryPolicy } from '../messaging/retry-delay.ts';
import { PaymentConflictError } from './open-payment.ts';

/** What payments.finish_fee_charge is told of one attempt to charge a fee to a saved card. */
export interface FeeChargeOutcome {
  outcome: 'charged' | 'declined' | 'no_card' | 'not_owed' | 'not_allowed' | 'failed' | 'pending';
  /** For 'charged': the provider's payment (its webhook records it in the ledger). */
  providerPaymentId?: string;
  code?: string;
  message?: string;
  /** For 'pending': when to try again. */
  retryAt?: Date;
}

/** The fee's balance was paid or taken back meanwhile, or a payment of it succeeded. */
const notOwedCodes = new Set(['nothing_to_pay', 'already_paid']);

/**
 * What a failed attempt comes to: a card the provider declined (authentication it asks for
 * included, which nobody is there to give) leaves the fee owed and the client told; a fee no
 * longer owed ends quietly; another refusal of the database or of the account ends it as failed; anything else
 * (the provider out of reach, a timeout) is tried again later, up to the policy's attempts.
 */
export function feeChargeOutcome(
  error: unknown,
  attempt: number,
  policy: RetryPolicy,
  now: Date = new Date(),
): FeeChargeOutcome {
  if (error instanceof Stripe.errors.StripeCardError)
    return { outcome: 'declined', code: error.code ?? 'card_declined', message: error.message };
  // The business's account cannot charge it (an open payment from before a switch): no retry helps.
  if (error instanceof PaymentConflictError)
    return { outcome: 'failed', code: error.code, message: error.message };
  if (isPostgresError(error) && error.code === 'PGRST') {
    const refused = restErrorFromDatabase(error, 'service_role');
    return {
      outcome: notOwedCodes.has(refused.code) ? 'not_owed' : 'failed',
      code: refused.code,
      message: refused.message,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const wait = retryDelayMs(attempt, policy);
  return wait === null
    ? { outcome: 'failed', code: 'provider_unreachable', message }
    : {
        outcome: 'pending',
        code: 'provider_unreachable',
        message,
        retryAt: new Date(now.getTime() + wait),
      };
}
