import { describe, expect, it } from 'vitest';
import { parseMoney } from './format-money';

describe('parseMoney', () => {
  it('reads what a person types into minor units', () => {
    expect(parseMoney('12.5', 'GBP')).toBe(1250);
    expect(parseMoney('1,200', 'GBP')).toBe(120000);
    expect(parseMoney('70', 'EUR')).toBe(7000);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
  });

  it('reads the decimal sign and digit groups of the language typed in', () => {
    expect(parseMoney('12,50', 'EUR', 'de-DE')).toBe(1250);
    expect(parseMoney('1.234,5', 'EUR', 'de')).toBe(123450);
    expect(parseMoney('1.500', 'EUR', 'es')).toBe(150000);
    expect(parseMoney('12.50', 'EUR', 'de')).toBe(1250);
    expect(parseMoney('12,5', 'EUR', 'es-ES')).toBe(1250);
    expect(parseMoney('١٢٫٥', 'AED', 'ar')).toBe(1250);
    expect(parseMoney('12.5', 'AED', 'ar')).toBe(1250);
    expect(parseMoney('1 200,50', 'EUR', 'fr')).toBe(120050);
    expect(parseMoney('12,500', 'EUR', 'de')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    expect(parseMoney('', 'GBP')).toBeNull();
    expect(parseMoney('-3', 'GBP')).toBeNull();
    expect(parseMoney('1.234', 'GBP')).toBeNull();
    expect(parseMoney('15.5', 'JPY')).toBeNull();
    expect(parseMoney('ten', 'GBP')).toBeNull();
  });
});
