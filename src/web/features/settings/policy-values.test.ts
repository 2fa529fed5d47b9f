import { describe, expect, it } from 'vitest';
import { hoursToMinutes, minorToText, minutesToHours } from './policy-values';

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
});
