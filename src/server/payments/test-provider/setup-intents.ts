import { ProviderError } from './provider-error.ts';
import { eventObject, newId, type StripeObject } from './stripe-objects.ts';
import type { Transition } from './payment-intents.ts';
import { testCard } from './test-cards.ts';

// A SetupIntent's life at the test provider, as Stripe's documentation describes it: created
// for a customer (requires_payment_method), confirmed with a test card (succeeded, the card
// attached to the customer for off-session use; or declined back to requires_payment_method
// with a 402 card_error), or canceled. Each transition returns the new objects and the events
// to send; nothing here touches storage.

export interface SetupParams {
  customer: string | null;
  usage: 'on_session' | 'off_session';
  metadata: Record<string, string>;
}

export function createSetupIntent(params: SetupParams, created: number): StripeObject {
  const id = newId('seti');
  return {
    id,
    object: 'setup_intent',
    status: 'requires_payment_method',
    client_secret: `${id}_secret_${newId('x').slice(2)}`,
    created,
    customer: params.customer,
    usage: params.usage,
    metadata: params.metadata,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    cancellation_reason: null,
  };
}

const setupUnexpected = (intent: StripeObject, action: string) =>
  new ProviderError(
    400,
    'invalid_request_error',
    `You cannot ${action} this SetupIntent because it has a status of ${String(intent.status)}.`,
    { code: 'setup_intent_unexpected_state', setup_intent: intent },
  );

/**
 * Confirms with a card: a test card that may be saved (one that is declined only when charged,
 * such as 4000000000000341, included) is attached to the intent's customer; one that is
 * declined, or that asks for authentication (not offered for setups here), is refused.
 */
export function confirmSetupIntent(
  intent: StripeObject,
  method: StripeObject,
  now: number,
): Transition {
  if (!['requires_payment_method', 'requires_confirmation'].includes(String(intent.status)))
    throw setupUnexpected(intent, 'confirm');
  const card = testCard(String((method.card as Record<string, unknown>).fingerprint));
  if (
    card === undefined ||
    card.outcome === 'declines' ||
    card.outcome === 'requires_authentication'
  ) {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: card === undefined ? 'test_mode_live_card' : 'generic_decline',
      message: 'Your card was declined.',
    };
    const failed = {
      ...intent,
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: { ...error, payment_method: method },
    };
    return {
      intent: failed,
      events: [eventObject('setup_intent.setup_failed', failed, now)],
      error: new ProviderError(402, 'card_error', error.message, {
        code: error.code,
        decline_code: error.decline_code,
        setup_intent: failed,
      }),
    };
  }
  const succeeded = {
    ...intent,
    status: 'succeeded',
    payment_method: method.id,
    last_setup_error: null,
  };
  return {
    intent: succeeded,
    ...(intent.customer === null ? {} : { method: { ...method, customer: intent.customer } }),
    events: [eventObject('setup_intent.succeeded', succeeded, now)],
  };
}
