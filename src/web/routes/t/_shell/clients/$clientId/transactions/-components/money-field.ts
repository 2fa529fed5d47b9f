import { formatMoney, parseMoney } from '@/features/tenancy/format-money';

/** The most an amount may be, in minor units, and how to say it (“… can be refunded”). */
export interface MostAmount {
  minor: number;
  words: string;
}

/** Why an amount typed in major units cannot be taken, or null. */
export function amountProblem(text: string, currency: string, most?: MostAmount): string | null {
  const minor = parseMoney(text, currency);
  if (minor === null || minor <= 0) return 'Give an amount above zero, such as 12.50.';
  if (most !== undefined && minor > most.minor) {
    return `At most ${formatMoney(most.minor, currency)} ${most.words}.`;
  }
  return null;
}
