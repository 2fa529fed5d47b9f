import { describe, expect, it } from 'vitest';
import {
  authenticateIntent,
  cancelIntent,
  confirmIntent,
  createIntent,
  type IntentParams,
} from './payment-intents.ts';
import { ProviderError } from './provider-error.ts';
import { paymentMethodObject } from './stripe-objects.ts';

const params: IntentParams = {
  amount: 1500,
  currency: 'gbp',
  customer: null,
  payment_method: null,
  description: null,
  metadata: { purpose: 'purchase' },
  setup_future_usage: null,
};
const card = (number: string) =>
  paymentMethodObject({ number, brand: 'visa', exp_month: 12, exp_year: 2040 }, 1);
const authUrl = (id: string) => `http://localhost/authenticate/${id}`;

describe('test provider payment intents', () => {
  it('starts waiting for a payment method, with a client secret of its own', () => {
    const intent = createIntent(params, 10);
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.status).toBe('requires_payment_method');
    expect(String(intent.client_secret)).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(createIntent({ ...params, payment_method: 'pm_1' }, 10).status).toBe(
      'requires_confirmation',
    );
  });

  it('succeeds with 4242: a charge of the whole amount and payment_intent.succeeded', () => {
    const step = confirmIntent(createIntent(params, 10), card('4242424242424242'), 11, authUrl);
    expect(step.intent.status).toBe('succeeded');
    expect(step.intent.amount_received).toBe(1500);
    expect(step.charge?.amount_captured).toBe(1500);
    expect(step.intent.latest_charge).toBe(step.charge?.id);
    expect(step.events.map((e) => e.type)).toEqual(['payment_intent.succeeded']);
    expect(step.error).toBeUndefined();
  });

  it('declines 4000000000000002 with a 402 card_error and payment_intent.payment_failed', () => {
    const step = confirmIntent(createIntent(params, 10), card('4000000000000002'), 11, authUrl);
    expect(step.intent.status).toBe('requires_payment_method');
    expect(step.charge).toBeUndefined();
    expect(step.events.map((e) => e.type)).toEqual(['payment_intent.payment_failed']);
    expect(step.error?.status).toBe(402);
    expect(step.error?.toJSON().error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  });

  it('asks for authentication with 4000002500003155, then succeeds or fails by the answer', () => {
    const method = card('4000002500003155');
    const step = confirmIntent(createIntent(params, 10), method, 11, authUrl);
    expect(step.intent.status).toBe('requires_action');
    expect(step.events).toEqual([]);
    expect(step.intent.next_action).toMatchObject({
      type: 'redirect_to_url',
      redirect_to_url: { url: authUrl(step.intent.id) },
    });
    expect(authenticateIntent(step.intent, method, true, 12).intent.status).toBe('succeeded');
    const failed = authenticateIntent(step.intent, method, false, 12);
    expect(failed.intent.status).toBe('requires_payment_method');
    expect(failed.error?.extra.code).toBe('payment_intent_authentication_failure');
  });

  it('declines any card that is not a test card', () => {
    const step = confirmIntent(createIntent(params, 10), card('4111111111111111'), 11, authUrl);
    expect(step.error?.extra.decline_code).toBe('test_mode_live_card');
  });

  it('cancels an open intent but not a succeeded one, nor twice', () => {
    const canceled = cancelIntent(createIntent(params, 10), 'abandoned', 11);
    expect(canceled.intent.status).toBe('canceled');
    expect(canceled.events.map((e) => e.type)).toEqual(['payment_intent.canceled']);
    expect(() => cancelIntent(canceled.intent, null, 12)).toThrow(ProviderError);
    const paid = confirmIntent(createIntent(params, 10), card('4242424242424242'), 11, authUrl);
    expect(() => cancelIntent(paid.intent, null, 12)).toThrow(/status of succeeded/);
    expect(() => confirmIntent(paid.intent, card('4242424242424242'), 12, authUrl)).toThrow(
      /status of succeeded/,
    );
    expect(() => cancelIntent(createIntent(params, 10), 'bored', 11)).toThrow(
      /cancellation_reason/,
    );
  });
});
