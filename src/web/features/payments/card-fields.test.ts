import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  checkCard as checkCardIn,
  fieldOfCardError,
  groupCardNumber,
  passesLuhn,
  shapeExpiry,
} from './card-fields';

const now = new Date('2026-11-26T12:00:00Z');
const checkCard = (input: Parameters<typeof checkCardIn>[0], at: Date) =>
  checkCardIn(input, at, wordsIn('en'));
const good = { number: '4242 4242 4242 4242', expiry: '12 / 28', cvc: '123', name: 'Chris' };

describe('the card form fields', () => {
  it('accepts the test cards, reading the expiry as month and year', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000002500003155']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(checkCard(good, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2028, cvc: '123', name: 'Chris' },
    });
    expect(checkCard({ ...good, expiry: '1/2027' }, now)).toMatchObject({
      ok: true,
      card: { expMonth: 1, expYear: 2027 },
    });
  });

  it('says beside each field what is missing or wrong', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '', name: ' ' }, now)).toEqual({
      ok: false,
      errors: {
        number: 'Enter the card number.',
        expiry: 'Enter the expiry date.',
        cvc: 'Enter the security code.',
        name: 'Enter the name on the card.',
      },
    });
    const wrong = checkCard(
      { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: 'Chris' },
      now,
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) {
      expect(Object.keys(wrong.errors).sort()).toEqual(['cvc', 'expiry', 'number']);
    }
  });

  it('refuses a card that expired last month, and takes one ending this month', () => {
    expect(checkCard({ ...good, expiry: '10 / 26' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'This card has expired.' },
    });
    expect(checkCard({ ...good, expiry: '11 / 26' }, now).ok).toBe(true);
  });

  it('shapes what is typed as printed on the card', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242-42a')).toBe('4242 42');
    expect(shapeExpiry('1228')).toBe('12 / 28');
    expect(shapeExpiry('1')).toBe('1');
  });

  it("puts the provider's refusals beside their field", () => {
    expect(fieldOfCardError('incorrect_number')).toBe('number');
    expect(fieldOfCardError('invalid_expiry_year')).toBe('expiry');
    expect(fieldOfCardError('invalid_cvc')).toBe('cvc');
    expect(fieldOfCardError('card_declined')).toBeNull();
  });
});
