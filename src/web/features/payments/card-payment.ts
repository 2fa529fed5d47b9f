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

/** What a payment is for: a held place, a pack or pass, or what the client owes. */
export type PaymentPurpose =
  | { purpose: 'enrollment'; enrollment_id: string }
  | { purpose: 'purchase'; option_id: string }
  | { purpose: 'balance' };

/** How confirming a card ended, the same for both card forms. */
export type CardOutcome =
  | { status: 'succeeded' }
  /** The bank asks the cardholder to prove it is them (3-D Secure), at this address. */
  | { status: 'requires_action'; url: string }
  /** Refused: the provider's code (card_declined, incorrect_number, …) and its words. */
  | { status: 'failed'; code?: string; message: string };
