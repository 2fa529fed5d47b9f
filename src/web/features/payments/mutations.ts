import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { DataError, dataOf } from '../data/data-error';
import {
  intentIdOf,
  type OpenedIntent,
  type OpenedPayment,
  type PaymentPurpose,
} from './card-payment';
import { paymentLists, type PaymentKind, type PaymentWay } from './payment-kinds';

// Refusals made here are in the language the SPA shows (spaWords); the server's own refusals
// (`answer.message`) come as the server wrote them.

/** "The server answered 502.", when the server's answer says nothing more. */
const serverAnswered = (status: number) =>
  spaWords().formatMessage({ id: 'money.serverAnswered' }, { status });

/**
 * POSTs JSON to the server's payments API as the person signed in to pay: answers whether it
 * went through, its status, and what it said (null when it said nothing readable).
 */
async function postToPay<Answer>(supabase: Supabase, url: string, body: unknown) {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined)
    throw new DataError(
      'not_signed_in',
      spaWords().formatMessage({ id: 'money.signInToPay' }),
      401,
    );
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as
    (Partial<Answer> & { code?: string; message?: string }) | null;
  return { ok: response.ok, status: response.status, answer };
}

/** What an owner connects: the embedded test provider, or the business's own Stripe keys. */
export type PaymentConnection =
  | { provider: 'test' }
  | { provider: 'stripe'; secret_key: string; publishable_key: string; webhook_secret: string };

/**
 * Connects the business to its provider through the server (POST /payments/v1/accounts), which
 * seals the secrets (docs/decisions/0037): they never come back to a browser. Answers the path
 * of the business's webhook endpoint, for its Stripe dashboard.
 */
export async function connectPayments(
  supabase: Supabase,
  apiUrl: string,
  tenantId: string,
  connection: PaymentConnection,
): Promise<{ webhook_path: string }> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined)
    throw new Error(spaWords().formatMessage({ id: 'money.signInToConnect' }));
  const response = await fetch(`${apiUrl}/payments/v1/accounts/${tenantId}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(connection),
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    webhook_path?: string;
  } | null;
  if (!response.ok || answer?.webhook_path === undefined) {
    const message = answer?.message ?? serverAnswered(response.status);
    throw answer?.code ? new DataError(answer.code, message, response.status) : new Error(message);
  }
  return { webhook_path: answer.webhook_path };
}

/** Which kinds clients must pay online, and whether fees may go to a saved card (owners). */
export async function savePaymentOptions(
  supabase: Supabase,
  tenantId: string,
  ways: Record<PaymentKind, PaymentWay>,
  feesToSavedCard: boolean,
): Promise<void> {
  await dataOf(
    supabase.rpc('set_payment_options', {
      tenant_id: tenantId,
      ...paymentLists(ways),
      fees_to_saved_card: feesToSavedCard,
    }),
  );
}

/**
 * Opens a card payment for what the database says the client owes for it (a held place, a pack
 * or pass, the balance): the server answers the client_secret and publishable key a card form
 * needs (POST /payments/v1/payments), never an amount the browser chose.
 */
export async function openCardPayment(
  supabase: Supabase,
  apiUrl: string,
  payer: { tenantId: string; clientId: string },
  paid: PaymentPurpose,
): Promise<OpenedPayment> {
  const { ok, status, answer } = await postToPay<OpenedPayment>(
    supabase,
    `${apiUrl}/payments/v1/payments`,
    { tenant_id: payer.tenantId, client_id: payer.clientId, ...paid },
  );
  if (!ok || answer?.client_secret === undefined) {
    throw new DataError(
      answer?.code ?? 'payment_not_opened',
      answer?.message ?? serverAnswered(status),
      status,
    );
  }
  return answer as OpenedPayment;
}

/** What POST /payments/v1/subscriptions/<id>/card answers. */
interface CardUpdateAnswer {
  kind: 'payment' | 'setup';
  provider: 'stripe' | 'test';
  publishable_key: string;
  client_secret: string;
  payment_id?: string;
  amount_minor?: number;
  currency?: string;
}

/**
 * A member's new card (issue 35, point 4): the server opens a payment of what the membership
 * owes, charged at once and the card saved for the renewals, or, when nothing is owed, a
 * SetupIntent that saves the card alone. Either way renewals use the new card once it succeeds.
 */
export async function openCardUpdate(
  supabase: Supabase,
  apiUrl: string,
  membership: { tenantId: string; subscriptionId: string },
): Promise<OpenedIntent> {
  const { ok, status, answer } = await postToPay<CardUpdateAnswer>(
    supabase,
    `${apiUrl}/payments/v1/subscriptions/${membership.subscriptionId}/card`,
    { tenant_id: membership.tenantId },
  );
  if (
    !ok ||
    answer?.client_secret === undefined ||
    answer.kind === undefined ||
    answer.provider === undefined ||
    answer.publishable_key === undefined
  )
    throw new DataError(
      answer?.code ?? 'card_update_not_opened',
      answer?.message ?? serverAnswered(status),
      status,
    );
  const intent = {
    provider: answer.provider,
    publishable_key: answer.publishable_key,
    client_secret: answer.client_secret,
  };
  if (answer.kind === 'setup')
    return { kind: 'setup', ...intent, setup_intent_id: intentIdOf(answer.client_secret) };
  return {
    kind: 'payment',
    ...intent,
    payment_id: answer.payment_id ?? '',
    provider_payment_id: intentIdOf(answer.client_secret),
    amount_minor: answer.amount_minor ?? 0,
    currency: answer.currency ?? '',
  };
}

/** Takes a place in a group session as held for 15 minutes while its card payment is open. */
export function holdPlace(supabase: Supabase, bookingId: string, optionId: string) {
  return dataOf(supabase.rpc('hold_place', { booking_id: bookingId, option_id: optionId }));
}

/**
 * A refund of a card payment made online goes back to the card (POST /payments/v1/refunds):
 * the provider refunds it and its webhook records the refund in the ledger. Answers false when
 * the payment was not made online (409 not_a_card_payment), so the caller refunds it at the desk.
 */
export async function refundToCard(
  supabase: Supabase,
  apiUrl: string,
  refund: { tenantId: string; paymentId: string; amountMinor: number },
): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined)
    throw new DataError(
      'not_signed_in',
      spaWords().formatMessage({ id: 'money.signInToRefund' }),
      401,
    );
  const response = await fetch(`${apiUrl}/payments/v1/refunds`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tenant_id: refund.tenantId,
      payment_id: refund.paymentId,
      amount_minor: refund.amountMinor,
    }),
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
  } | null;
  if (response.status === 409 && answer?.code === 'not_a_card_payment') return false;
  if (!response.ok)
    throw new DataError(
      answer?.code ?? 'refund_failed',
      answer?.message ?? serverAnswered(response.status),
      response.status,
    );
  return true;
}

/**
 * Charges what the client owes, or the part of it staff chose, to their saved card without them
 * (off-session), where the business allows fees to go to saved cards; a declined card throws
 * the provider's words and leaves it owed.
 */
export async function chargeSavedCard(
  supabase: Supabase,
  apiUrl: string,
  who: { tenantId: string; clientId: string; minor: number },
): Promise<{ amount_minor: number }> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (token === undefined)
    throw new DataError(
      'not_signed_in',
      spaWords().formatMessage({ id: 'money.signInAgain' }),
      401,
    );
  const response = await fetch(`${apiUrl}/payments/v1/saved-card-charges`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      tenant_id: who.tenantId,
      client_id: who.clientId,
      amount_minor: who.minor,
    }),
  });
  const answer = (await response.json().catch(() => null)) as {
    amount_minor?: number;
    code?: string;
    message?: string;
  } | null;
  if (!response.ok || answer?.amount_minor === undefined)
    throw new DataError(
      answer?.code ?? 'charge_failed',
      answer?.message ?? serverAnswered(response.status),
      response.status,
    );
  return { amount_minor: answer.amount_minor };
}

/**
 * Whether an open payment saves its card for next time, set on the payment's intent by the
 * server before Stripe's Payment Element confirms it (decision 0043).
 */
export async function setCardSaving(
  supabase: Supabase,
  apiUrl: string,
  payment: { tenantId: string; paymentId: string },
  save: boolean,
): Promise<void> {
  const { ok, status, answer } = await postToPay(
    supabase,
    `${apiUrl}/payments/v1/payments/${payment.paymentId}/card-saving`,
    { tenant_id: payment.tenantId, save_card: save },
  );
  if (!ok)
    throw new DataError(
      answer?.code ?? 'card_saving_failed',
      answer?.message ?? serverAnswered(status),
      status,
    );
}
