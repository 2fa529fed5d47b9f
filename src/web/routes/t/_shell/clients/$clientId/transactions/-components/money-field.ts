import { formatMoney, parseMoney } from '@/features/tenancy/format-money';

/** Why an amount typed in major units cannot be taken, or null with its minor units. */
export function amountProblem(text: string, currency: string, most?: number): string | null {
  const minor = parseMoney(text, currency);
  if (minor === null || minor <= 0) return 'Give an amount above zero, such as 12.50.';
  if (most !== undefined && minor > most) {
    return `At most ${formatMoney(most, currency)} can be refunded of this payment.`;
  }
  return null;
}
