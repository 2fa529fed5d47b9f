// The card form of the embedded test provider (docs/decisions/0040): what the person typed,
// checked before anything is sent, with each problem beside its field, as Stripe's own card
// fields do. The provider checks again; its refusals land on the same fields.

import type { Words } from '@shared/i18n/words.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export interface CheckedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** The Luhn checksum every card number carries, which catches most mistyped digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Digits in groups of four, as printed on the card: "4242 4242 4242 4242". */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM / YY" as the person types it: the slash appears after the month. */
export function shapeExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The card, or what is wrong with each field, in the reader's words. `now` decides whether it
 * has expired.
 */
export function checkCard(
  input: CardInput,
  now: Date,
  words: Words,
): { ok: true; card: CheckedCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const number = input.number.replace(/[\s-]/g, '');
  if (number === '') errors.number = words.formatMessage({ id: 'money.cardNumberMissing' });
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.number = words.formatMessage({ id: 'money.cardNumberWrong' });

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  if (input.expiry.trim() === '')
    errors.expiry = words.formatMessage({ id: 'money.expiryMissing' });
  else if (!expiry || month < 1 || month > 12)
    errors.expiry = words.formatMessage({ id: 'money.expiryWrong' });
  else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    errors.expiry = words.formatMessage({ id: 'money.cardExpired' });

  const cvc = input.cvc.trim();
  if (cvc === '') errors.cvc = words.formatMessage({ id: 'money.cvcMissing' });
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = words.formatMessage({ id: 'money.cvcWrong' });

  const name = input.name.trim();
  if (name === '') errors.name = words.formatMessage({ id: 'money.cardNameMissing' });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expMonth: month, expYear: year, cvc, name } };
}

/** The field a provider's card error belongs beside, or null for the form as a whole. */
export function fieldOfCardError(code: string | undefined): CardField | null {
  switch (code) {
    case 'incorrect_number':
    case 'invalid_number':
      return 'number';
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
    case 'expired_card':
      return 'expiry';
    case 'invalid_cvc':
    case 'incorrect_cvc':
      return 'cvc';
    default:
      return null;
  }
}
