import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderChangedError } from '../payments/open-payment.ts';
import { renewalOutcome, unreachableRetrySeconds } from './renewal-outcome.ts';

/** app.raise_error's refusal as the database driver throws it. */
const raised = (code: string) =>
  Object.assign(new Error(JSON.stringify({ code, message: `The ${code}.` })), {
    code: 'PGRST',
    detail: JSON.stringify({ status: 409 }),
  });

describe('what an attempt to charge a renewal comes to', () => {
  it('is a decline when the card is declined or asks for authentication nobody can give', () => {
    for (const code of ['card_declined', 'authentication_required']) {
      const error = new Stripe.errors.StripeCardError({ type: 'card_error', code, message: 'No.' });
      expect(renewalOutcome(error)).toEqual({ outcome: 'declined', code, message: 'No.' });
    }
  });

  it('is no decline when the provider is out of reach: tried again soon', () => {
    const down = new Stripe.errors.StripeConnectionError({ message: 'connect ECONNREFUSED' });
    expect(renewalOutcome(down)).toEqual({
      outcome: 'pending',
      code: 'provider_unreachable',
      message: 'connect ECONNREFUSED',
      retrySeconds: unreachableRetrySeconds,
    });
    expect(renewalOutcome(new Error('socket hang up')).outcome).toBe('pending');
  });

  it('counts a renewal paid meanwhile as charged, and waits longer on other refusals', () => {
    expect(renewalOutcome(raised('already_paid'))).toEqual({
      outcome: 'charged',
      code: 'already_paid',
    });
    expect(renewalOutcome(raised('nothing_to_pay')).outcome).toBe('charged');
    const refused = renewalOutcome(raised('payments_not_connected'));
    expect(refused).toMatchObject({ outcome: 'pending', code: 'payments_not_connected' });
    expect(refused.retrySeconds).toBeGreaterThan(unreachableRetrySeconds);
    expect(renewalOutcome(new PaymentProviderChangedError()).outcome).toBe('pending');
  });
});
