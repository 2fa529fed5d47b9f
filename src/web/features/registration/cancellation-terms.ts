import { formatMoney } from '../tenancy/format-money';
import { formatDateTime } from '../tenancy/format-time';

/** "12 hours", "1 day", "1 hour 30 minutes": a cancellation window in words. */
export function windowText(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

export interface TermsInput {
  startsAt: string;
  /** The service's window, else the business's (cancellation_preview's rule). */
  windowMinutes: number;
  feeMinor: number;
  currency: string;
  zone: string;
  /** What cancelling in time gives back: the credit used, the price charged, or nothing. */
  returns: 'credit' | 'money' | 'nothing';
  priceMinor: number;
  locale?: string;
  now?: Date;
}

/**
 * The cancellation policy as cancellation_preview will apply it (db/migrations/0033), told
 * before the client books: until when cancelling is free, and what cancelling later costs.
 */
export function cancellationTerms(input: TermsInput): string[] {
  const money = (minor: number) => formatMoney(minor, input.currency, input.locale);
  const window = windowText(input.windowMinutes);
  const deadline = new Date(Date.parse(input.startsAt) - input.windowMinutes * 60_000);
  const back =
    input.returns === 'credit'
      ? ' and get your credit back'
      : input.returns === 'money' && input.priceMinor > 0
        ? ` and get the ${money(input.priceMinor)} back`
        : '';
  const late =
    input.feeMinor > 0
      ? `a late cancellation costs ${money(input.feeMinor)} and nothing is given back.`
      : 'nothing is given back.';
  if (deadline.getTime() < (input.now ?? new Date()).getTime()) {
    return [`This starts in less than ${window}, the cancellation window: if you cancel, ${late}`];
  }
  return [
    `Cancel free of charge until ${formatDateTime(deadline, input.zone, input.locale)} (${window} before)${back}.`,
    `After that, ${late}`,
  ];
}
