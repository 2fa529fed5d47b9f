import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from './stripe-signature.ts';

describe('Stripe-Signature', () => {
  const secret = 'whsec_test_secret_0123456789';
  const payload = JSON.stringify({
    id: 'evt_123',
    object: 'event',
    type: 'payment_intent.succeeded',
  });

  it('is what the stripe SDK verifies', () => {
    const event = Stripe.webhooks.constructEvent(
      payload,
      stripeSignatureHeader(payload, secret),
      secret,
    );
    expect(event.id).toBe('evt_123');
  });

  it('fails verification under another secret, for another body, or when too old', () => {
    const header = stripeSignatureHeader(payload, secret);
    expect(() => Stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => Stripe.webhooks.constructEvent(`${payload} `, header, secret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const old = stripeSignatureHeader(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => Stripe.webhooks.constructEvent(payload, old, secret)).toThrow(/tolerance/i);
  });
});
