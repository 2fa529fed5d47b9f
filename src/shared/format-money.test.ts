import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('shows minor units in the currency with its own decimals', () => {
    expect(formatMoney(1250, 'GBP', 'en-GB')).toBe('£12.50');
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
  });

  it('writes every amount below zero with the one minus sign, U+2212', () => {
    expect(formatMoney(-500, 'USD', 'en-US')).toBe('\u2212$5.00');
    expect(formatMoney(-123456, 'EUR', 'de-DE')).toBe('\u22121.234,56\u00a0€');
  });

  it('puts a plus before a change above zero when signed, and no sign on zero', () => {
    expect(formatMoney(500, 'GBP', 'en-GB', { signed: true })).toBe('+£5.00');
    expect(formatMoney(-500, 'GBP', 'en-GB', { signed: true })).toBe('\u2212£5.00');
    expect(formatMoney(0, 'GBP', 'en-GB', { signed: true })).toBe('£0.00');
  });

  it('keeps a currency symbol of letters whole in a language written right to left', () => {
    expect(formatMoney(12500, 'GBP', 'ar')).toBe('\u200f125.00\u00a0\u2068UK£\u2069');
    expect(formatMoney(12500, 'USD', 'en-GB')).toBe('US$125.00');
  });
});
