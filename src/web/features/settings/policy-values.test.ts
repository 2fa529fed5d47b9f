import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { hoursToMinutes, minorToText, minutesToHours, parseFee } from './policy-values';

const en = wordsIn('en');

describe('policy values', () => {
  it('shows minutes as hours and reads them back', () => {
    expect(minutesToHours(1440)).toBe(24);
    expect(minutesToHours(90)).toBe(1.5);
    expect(hoursToMinutes(1.5)).toBe(90);
    expect(hoursToMinutes('12')).toBe(720);
    expect(hoursToMinutes('')).toBeNull();
    expect(hoursToMinutes(-1)).toBeNull();
    expect(hoursToMinutes('soon')).toBeNull();
  });

  it('writes minor units as editable text in the currency', () => {
    expect(minorToText(1250, 'GBP')).toBe('12.50');
    expect(minorToText(0, 'EUR')).toBe('0.00');
    expect(minorToText(1500, 'JPY')).toBe('1500');
  });

  it('reads a fee in the currency, none at 0, and refuses a slip above the maximum', () => {
    expect(parseFee('12.50', 'GBP', en)).toEqual({ minor: 1250, problem: null });
    expect(parseFee('0', 'EUR', en)).toEqual({ minor: 0, problem: null });
    expect(parseFee('1500', 'JPY', en)).toEqual({ minor: 1500, problem: null });
    expect(parseFee('10000', 'GBP', en)).toEqual({ minor: 1_000_000, problem: null });
    expect(parseFee('10000.01', 'GBP', en).problem).toBe('Enter at most 10,000 GBP.');
    expect(parseFee('-5', 'GBP', en).problem).toBe(
      'Enter an amount in GBP, such as 5.00 (0 for none).',
    );
    expect(parseFee('12.505', 'GBP', en).minor).toBeNull();
  });

  it('says why in the language shown, with the maximum written as it reads there', () => {
    expect(parseFee('10000.01', 'EUR', wordsIn('de')).problem).toBe(
      'Geben Sie höchstens 10.000 EUR ein.',
    );
  });
});
