import { ProviderError, invalidParam } from './provider-error.ts';
import { eventObject, newId, type StripeObject } from './stripe-objects.ts';
import { testCard } from './test-cards.ts';

// A PaymentIntent's life at the test provider, as Stripe's documentation describes it:
// created (requires_payment_method, or requires_confirmation with a method), confirmed with a
// test card (succeeded with a charge; declined back to requires_payment_method with a 402
// card_error; or requires_action for authentication), authenticated or not, or canceled. Each
// transition returns the new objects and the events to send; nothing here touches storage.

export interface Transition {
  intent: StripeObject;
  charge?: StripeObject;
  /** The card, attached to the intent's customer when the intent saves it for later. */
  method?: StripeObject;
  events: StripeObject[];
  /** A card error to answer (402) after the new state is kept, as Stripe does. */
  error?: ProviderError;
}

export interface IntentParams {
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  setup_future_usage: 'on_session' | 'off_session' | null;
}

export function createIntent(params: IntentParams, created: number): StripeObject {
  const id = newId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: params.amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: params.currency,
    status: params.payment_method === null ? 'requires_payment_method' : 'requires_confirmation',
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    cancellation_reason: null,
    canceled_at: null,
    client_secret: `${id}_secret_${newId('x').slice(2)}`,
    created,
    customer: params.customer,
    description: params.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.metadata,
    next_action: null,
    payment_method: params.payment_method,
    payment_method_types: ['card'],
    setup_future_usage: params.setup_future_usage,
  };
}

export const unexpectedState = (intent: StripeObject, action: string) =>
  new ProviderError(
    400,
    'invalid_request_error',
    `You cannot ${action} this PaymentIntent because it has a status of ${String(intent.status)}.`,
    { code: 'payment_intent_unexpected_state', payment_intent: intent },
  );

function chargeFor(intent: StripeObject, method: StripeObject, created: number): StripeObject {
  const card = method.card as Record<string, unknown>;
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    captured: true,
    created,
    currency: intent.currency,
    customer: intent.customer,
    description: intent.description,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4 } },
    refunded: false,
    status: 'succeeded',
  };
}

function succeed(intent: StripeObject, method: StripeObject, now: number): Transition {
  const charge = chargeFor(intent, method, now);
  const succeeded = {
    ...intent,
    status: 'succeeded',
    amount_received: intent.amount,
    latest_charge: charge.id,
    last_payment_error: null,
    next_action: null,
    payment_method: method.id,
  };
  const saves = intent.setup_future_usage !== null && intent.customer !== null;
  return {
    intent: succeeded,
    charge,
    ...(saves && method.customer !== intent.customer
      ? { method: { ...method, customer: intent.customer } }
      : {}),
    events: [eventObject('payment_intent.succeeded', succeeded, now)],
  };
}

function fail(
  intent: StripeObject,
  method: StripeObject,
  now: number,
  error: { code: string; decline_code?: string; message: string },
): Transition {
  const failed = {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: { type: 'card_error', ...error, payment_method: method },
  };
  return {
    intent: failed,
    events: [eventObject('payment_intent.payment_failed', failed, now)],
    error: new ProviderError(402, 'card_error', error.message, {
      code: error.code,
      ...(error.decline_code === undefined ? {} : { decline_code: error.decline_code }),
      payment_intent: failed,
    }),
  };
}

/** Confirms with a payment method (the number of a test card is in its fingerprint). */
export function confirmIntent(
  intent: StripeObject,
  method: StripeObject,
  now: number,
  authenticationUrl: (intentId: string) => string,
): Transition {
  if (
    !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
      String(intent.status),
    )
  ) {
    throw unexpectedState(intent, 'confirm');
  }
  const number = String((method.card as Record<string, unknown>).fingerprint);
  const card = testCard(number);
  if (
    card === undefined ||
    card.outcome === 'declines' ||
    card.outcome === 'declines_when_charged'
  ) {
    return fail(intent, method, now, {
      code: 'card_declined',
      decline_code: card === undefined ? 'test_mode_live_card' : 'generic_decline',
      message:
        card === undefined
          ? 'Your card was declined. Your request was in test mode, but used a card that is not a test card.'
          : 'Your card was declined.',
    });
  }
  if (card.outcome === 'requires_authentication') {
    const waiting = {
      ...intent,
      status: 'requires_action',
      payment_method: method.id,
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: authenticationUrl(intent.id), return_url: null },
      },
    };
    return { intent: waiting, events: [] };
  }
  return succeed(intent, method, now);
}

/** The cardholder passed or failed the authentication a confirmation asked for. */
export function authenticateIntent(
  intent: StripeObject,
  method: StripeObject,
  passed: boolean,
  now: number,
): Transition {
  if (intent.status !== 'requires_action') throw unexpectedState(intent, 'authenticate');
  if (passed) return succeed(intent, method, now);
  return fail(intent, method, now, {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  });
}

export function cancelIntent(intent: StripeObject, reason: string | null, now: number): Transition {
  if (['succeeded', 'canceled', 'processing'].includes(String(intent.status))) {
    throw unexpectedState(intent, 'cancel');
  }
  const reasons = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];
  if (reason !== null && !reasons.includes(reason)) {
    throw invalidParam(
      'cancellation_reason',
      `Invalid cancellation_reason: must be one of ${reasons.join(', ')}`,
    );
  }
  const canceled = {
    ...intent,
    status: 'canceled',
    canceled_at: now,
    cancellation_reason: reason,
    next_action: null,
  };
  return { intent: canceled, events: [eventObject('payment_intent.canceled', canceled, now)] };
}
