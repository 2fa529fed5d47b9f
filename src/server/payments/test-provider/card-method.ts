import type { FormObject } from './form-body.ts';
import { ProviderError, invalidParam } from './provider-error.ts';
import { integer, required, text } from './request-params.ts';
import { paymentMethodObject, type StripeObject } from './stripe-objects.ts';

/**
 * A card payment method from the `card[...]` parameters Stripe takes (number, exp_month,
 * exp_year, cvc), refused as Stripe refuses a mistyped or expired card: the same whether the
 * server makes it (POST /v1/payment_methods) or a browser's card form confirms with it
 * (`payment_method_data[card]`).
 */
export function cardMethod(
  card: FormObject,
  billingName: string | null,
  now: Date,
  created: number,
): StripeObject {
  const number = required(card, 'number').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number))
    throw new ProviderError(402, 'card_error', 'Your card number is incorrect.', {
      code: 'incorrect_number',
      param: 'number',
    });
  const expMonth = integer(card, 'exp_month', 1, 12);
  const expYear = integer(card, 'exp_year', 2000, 2100);
  if (expMonth === null || expYear === null)
    throw invalidParam('card[exp_month]', 'Your card has no expiry date.');
  if (
    expYear < now.getUTCFullYear() ||
    (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  ) {
    throw new ProviderError(402, 'card_error', "Your card's expiration year is invalid.", {
      code: 'invalid_expiry_year',
      param: 'exp_year',
    });
  }
  const cvc = text(card, 'cvc');
  if (cvc !== null && !/^\d{3,4}$/.test(cvc))
    throw new ProviderError(402, 'card_error', "Your card's security code is invalid.", {
      code: 'invalid_cvc',
      param: 'cvc',
    });
  const brand = number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown';
  const method = paymentMethodObject(
    { number, brand, exp_month: expMonth, exp_year: expYear },
    created,
  );
  return {
    ...method,
    billing_details: {
      ...(method.billing_details as Record<string, unknown>),
      name: billingName,
    },
  };
}
