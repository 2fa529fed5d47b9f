import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { feeChargeOutcome } from './fee-charge-outcome.ts';
import { PaymentProviderChangedError } from './open-payment.ts';

const policy = { baseMs: 30_000, capMs: 3_600_000, maxAttempts: 3 };
const now = new Date('2026-11-26T12:00:00Z');

/** An error as the database raises app.raise_error's. */
function refusal(code: string, status: number) {
  return Object.assign(new Error(JSON.stringify({ code, message: `${code} words` })), {
    code: 'PGRST',
    detail: JSON.stringify({ status }),
  });
}

describe('what an attempt to charge a fee comes to', () => {
  it('records a declined card, authentication asked for included, with the provider’s words', () => {
    for (const code of ['card_declined', 'authentication_required']) {
      const error = new Stripe.errors.StripeCardError({
        type: 'card_error',
        code,
        message: 'Your card was declined.',
      });
      expect(feeChargeOutcome(error, 1, policy, now)).toEqual({
        outcome: 'declined',
        code,
        message: 'Your card was declined.',
      });
    }
  });

  it('ends as failed when the account cannot charge it: no retry would help', () => {
    const error = new PaymentProviderChangedError();
    expect(feeChargeOutcome(error, 1, policy, now)).toEqual({
      outcome: 'failed',
      code: 'payment_provider_changed',
      message: error.message,
    });
  });

  it('ends quietly when the fee is no longer owed, and as failed on another refusal', () => {
    expect(feeChargeOutcome(refusal('nothing_to_pay', 409), 1, policy, now).outcome).toBe(
      'not_owed',
    );
    expect(feeChargeOutcome(refusal('already_paid', 409), 1, policy, now).outcome).toBe('not_owed');
    expect(feeChargeOutcome(refusal('fee_not_found', 404), 1, policy, now)).toEqual({
      outcome: 'failed',
      code: 'fee_not_found',
      message: 'fee_not_found words',
    });
  });

  it('tries again later when the provider cannot be reached, until the attempts run out', () => {
    const down = new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' });
    const first = feeChargeOutcome(down, 1, policy, now);
    expect(first.outcome).toBe('pending');
    const wait = (first.retryAt?.getTime() ?? 0) - now.getTime();
    expect(wait).toBeGreaterThanOrEqual(15_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect(feeChargeOutcome(down, 3, policy, now)).toEqual({
      outcome: 'failed',
      code: 'provider_unreachable',
      message: 'connect ECONNREFUSED',
    });
  });
});
