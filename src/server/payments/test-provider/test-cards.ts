// The test cards of the embedded test provider, with Stripe's numbers and test payment method
// ids, so a card form, a test or a person trying the demo gets the outcome they choose.

/** declines_when_charged: saved (attached, or set up) fine, declined whenever it is charged. */
export type CardOutcome =
  'succeeds' | 'declines' | 'declines_when_charged' | 'requires_authentication';

export interface TestCard {
  number: string;
  brand: string;
  outcome: CardOutcome;
}

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declines' },
  { number: '4000002500003155', brand: 'visa', outcome: 'requires_authentication' },
  // Stripe's card that attaches to a customer but is declined when charged: a saved card that
  // fails later, as when a fee or a renewal is charged off-session.
  { number: '4000000000000341', brand: 'visa', outcome: 'declines_when_charged' },
];

/** Stripe's ready-made test payment methods for the same outcomes. */
export const testPaymentMethodIds: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_authenticationRequired: '4000002500003155',
};

/** A card number without spaces or dashes, if it is one of the test cards. */
export function testCard(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return testCards.find((card) => card.number === digits);
}
