// A card payment as the browser sees it (docs/decisions/0040): what the server opened
// (POST /payments/v1/payments: never a secret key), and how a card form's attempt ended.

/** What the server answers when it opens a payment: enough for a card form, nothing secret. */
export interface OpenedPayment {
  payment_id: string;
  provider: 'stripe' | 'test';
  provider_payment_id: string;
  client_secret: string;
  publishable_key: string;
  amount_minor: number;
  currency: string;
}

/**
 * A card saved without a payment (a SetupIntent): a member's new card when nothing is owed,
 * kept by the provider for the renewals to come.
 */
export interface OpenedSetup {
  provider: 'stripe' | 'test';
  /** The provider's SetupIntent, whose confirmation saves the card. */
  setup_intent_id: string;
  client_secret: string;
  publishable_key: string;
}

/** What a card form confirms: a payment, or a card saved for later. */
export type OpenedIntent =
  ({ kind: 'payment' } & OpenedPayment) | ({ kind: 'setup' } & OpenedSetup);

/** The provider's intent id inside its client_secret ("pi_1_secret_2"), as Stripe.js reads it. */
export function intentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * What a payment is for: a held place, a pack or pass, what the client owes, or the first
 * period of a membership (whose card the server saves for the renewals).
 */
export type PaymentPurpose =
  | { purpose: 'enrollment'; enrollment_id: string }
  | { purpose: 'purchase'; option_id: string }
  | { purpose: 'balance' }
  | { purpose: 'membership'; subscription_id: string };

/** How confirming a card ended, the same for both card forms. */
export type CardOutcome =
  | { status: 'succeeded' }
  /** The bank asks the cardholder to prove it is them (3-D Secure), at this address. */
  | { status: 'requires_action'; url: string }
  /** Refused: the provider's code (card_declined, incorrect_number, …) and its words. */
  | { status: 'failed'; code?: string; message: string };
