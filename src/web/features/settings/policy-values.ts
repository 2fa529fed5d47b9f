import type { Words } from '@shared/i18n/words.ts';
import { parseMoney } from '../tenancy/format-money';

/**
 * The booking policies as the settings form shows them: windows in hours, the late-cancel fee
 * in the currency's major units; the database keeps minutes and minor units.
 */

/** 1440 → 24, 90 → 1.5 */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Hours typed with up to two decimals → whole minutes, or null if it is not a duration. */
export function hoursToMinutes(hours: number | string): number | null {
  const value = typeof hours === 'number' ? hours : Number(hours.trim());
  if (typeof hours === 'string' && hours.trim() === '') return null;
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 60);
}

/** Minor units as the plain text a person edits: 1250 GBP → "12.50", 1500 JPY → "1500". */
export function minorToText(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/** The most a fee may be, in the currency's major units: above it is surely a typing slip. */
export const feeMaximum = 10_000;

/**
 * A fee typed in the currency, as the reader's language writes amounts (parseMoney) → minor
 * units, or why it is not one (0 is none), in `words`.
 */
export function parseFee(
  text: string,
  currency: string,
  words: Words,
): { minor: number; problem: null } | { minor: null; problem: string } {
  const minor = parseMoney(text, currency, words.locale);
  if (minor === null) {
    return {
      minor: null,
      problem: words.formatMessage({ id: 'settings.feeInvalid' }, { currency }),
    };
  }
  if (minor > (parseMoney(String(feeMaximum), currency) ?? Infinity)) {
    return {
      minor: null,
      problem: words.formatMessage(
        { id: 'settings.feeTooHigh' },
        { maximum: feeMaximum, currency },
      ),
    };
  }
  return { minor, problem: null };
}
