import { randomBytes } from 'node:crypto';

// The test provider's objects in Stripe's JSON shapes (the fields the stripe SDK's types name
// and our server reads), as plain data: the transitions in payment-intents.ts and refunds.ts
// take and return them, and object-store.ts keeps them.

export type StripeObject = Record<string, unknown> & { id: string; object: string };

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: the prefix and 24 random letters and digits (pi_3Q…, evt_1P…). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let text = '';
  for (const byte of bytes) text += alphabet[byte % alphabet.length];
  return `${prefix}_${text}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

/** The Stripe API version the test provider speaks (the installed SDK's). */
export const apiVersion = '2026-10-28.endive';

export function eventObject(type: string, object: StripeObject, created: number): StripeObject {
  return {
    id: newId('evt'),
    object: 'event',
    api_version: apiVersion,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function customerObject(
  params: { email?: string; name?: string; metadata: Record<string, string> },
  created: number,
): StripeObject {
  return {
    id: newId('cus'),
    object: 'customer',
    created,
    email: params.email ?? null,
    name: params.name ?? null,
    metadata: params.metadata,
    livemode: false,
    invoice_settings: { default_payment_method: null },
  };
}

export function paymentMethodObject(
  card: { number: string; brand: string; exp_month: number; exp_year: number },
  created: number,
): StripeObject {
  return {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    created,
    customer: null,
    livemode: false,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: card.brand,
      last4: card.number.slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      funding: 'credit',
      country: 'GB',
      // The number itself is kept so a confirmation knows the card's outcome; Stripe keeps it
      // too, and neither ever answers it.
      fingerprint: card.number,
    },
  };
}

/** A payment method as the API answers it: without the number kept in its fingerprint. */
export function publicPaymentMethod(method: StripeObject): StripeObject {
  const card = method.card as Record<string, unknown>;
  return { ...method, card: { ...card, fingerprint: `fp_${String(card.last4)}` } };
}
