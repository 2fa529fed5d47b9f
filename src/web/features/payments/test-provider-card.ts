import { spaWords } from '@/i18n/spa-language';
import type { CardOutcome, OpenedIntent } from './card-payment';
import type { CheckedCard } from './card-fields';

// The browser's side of the embedded test provider, as Stripe.js is Stripe's: it confirms the
// payment with the card typed in our own form, at Stripe's path on the test provider, with the
// publishable key and the payment's client_secret (src/server/payments/test-provider/
// browser-routes.ts), or a SetupIntent that saves a card alone. The card number goes to the provider only, never to our own API. What it
// says itself is in the language the SPA shows (spaWords); the provider's refusals are its own.

const refused = () => spaWords().formatMessage({ id: 'money.cardRefused' });
const unreachable = (): CardOutcome => ({
  status: 'failed',
  message: spaWords().formatMessage({ id: 'money.providerUnreachable' }),
});

interface IntentAnswer {
  status?: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  last_payment_error?: { code?: string; message?: string } | null;
  /** A SetupIntent's refusal, where a PaymentIntent has last_payment_error. */
  last_setup_error?: { code?: string; message?: string } | null;
  error?: { code?: string; message?: string };
}

function outcomeOf(answer: IntentAnswer | null, httpStatus: number): CardOutcome {
  if (answer?.error !== undefined)
    return {
      status: 'failed',
      code: answer.error.code,
      message: answer.error.message ?? refused(),
    };
  if (answer === null || httpStatus >= 400)
    return {
      status: 'failed',
      message: spaWords().formatMessage({ id: 'money.providerAnswered' }, { status: httpStatus }),
    };
  if (answer.status === 'succeeded' || answer.status === 'processing')
    return { status: 'succeeded' };
  const url = answer.next_action?.redirect_to_url?.url;
  if (answer.status === 'requires_action' && url) return { status: 'requires_action', url };
  const error = answer.last_payment_error ?? answer.last_setup_error;
  return { status: 'failed', code: error?.code, message: error?.message ?? refused() };
}

/** The intent's address at the provider, as Stripe names its payment and setup intents. */
const intentPath = (intent: OpenedIntent) =>
  intent.kind === 'setup'
    ? `/v1/setup_intents/${intent.setup_intent_id}`
    : `/v1/payment_intents/${intent.provider_payment_id}`;

async function send(url: string, body: URLSearchParams): Promise<CardOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const answer = (await response.json().catch(() => null)) as IntentAnswer | null;
    return outcomeOf(answer, response.status);
  } catch {
    return unreachable();
  }
}

/**
 * Confirms the payment (or saves the card, for a SetupIntent) with the typed card; `save` keeps
 * a paying card for next time.
 */
export function confirmWithTestCard(
  apiUrl: string,
  intent: OpenedIntent,
  card: CheckedCard,
  save: boolean,
): Promise<CardOutcome> {
  const body = new URLSearchParams({
    key: intent.publishable_key,
    client_secret: intent.client_secret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[billing_details][name]': card.name,
    ...(save && intent.kind === 'payment' ? { setup_future_usage: 'off_session' } : {}),
  });
  return send(`${apiUrl}${intentPath(intent)}/confirm`, body);
}

/**
 * The cardholder's answer to the authentication the card asked for, sent where the provider
 * said (its stand-in for the bank's page), then the intent read again.
 */
export async function answerTestAuthentication(
  apiUrl: string,
  intent: OpenedIntent,
  url: string,
  pass: boolean,
): Promise<CardOutcome> {
  const answered = await send(
    `${apiUrl}${new URL(url).pathname}`,
    new URLSearchParams({ result: pass ? 'pass' : 'fail' }),
  );
  if (answered.status === 'failed' && answered.code !== undefined) return answered;
  const query = new URLSearchParams({
    key: intent.publishable_key,
    client_secret: intent.client_secret,
  });
  try {
    const response = await fetch(`${apiUrl}${intentPath(intent)}?${query.toString()}`);
    return outcomeOf(
      (await response.json().catch(() => null)) as IntentAnswer | null,
      response.status,
    );
  } catch {
    return unreachable();
  }
}
