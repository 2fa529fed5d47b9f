import type { Words } from '@shared/i18n/words.ts';
import { formatMoney } from '../tenancy/format-money';
import { formatDateTime } from '../tenancy/format-time';

/** "12 hours", "1 day", "1 hour 30 minutes": a cancellation window in words. */
export function windowText(minutes: number, words: Words): string {
  if (minutes > 0 && minutes % 1440 === 0)
    return words.formatMessage({ id: 'register.windowDays' }, { count: minutes / 1440 });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minutesText = words.formatMessage({ id: 'register.windowMinutes' }, { count: rest });
  if (hours === 0) return minutesText;
  const hoursText = words.formatMessage({ id: 'register.windowHours' }, { count: hours });
  return rest === 0
    ? hoursText
    : words.formatMessage(
        { id: 'register.windowHoursAndMinutes' },
        { hours: hoursText, minutes: minutesText },
      );
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
  now?: Date;
}

/**
 * The cancellation policy as cancellation_preview will apply it (db/migrations/0033), told
 * before the client books: until when cancelling is free, and what cancelling later costs. Each
 * sentence is one message, so a language can order its parts its own way.
 */
export function cancellationTerms(input: TermsInput, words: Words): string[] {
  const { locale } = words;
  const money = (minor: number) => formatMoney(minor, input.currency, locale);
  const window = windowText(input.windowMinutes, words);
  const fee = money(input.feeMinor);
  const withFee = input.feeMinor > 0;
  const deadline = new Date(Date.parse(input.startsAt) - input.windowMinutes * 60_000);
  if (deadline.getTime() < (input.now ?? new Date()).getTime()) {
    return [
      words.formatMessage(
        { id: withFee ? 'register.startsInsideWindowFee' : 'register.startsInsideWindow' },
        { window, fee },
      ),
    ];
  }
  const until = formatDateTime(deadline, input.zone, locale);
  const free =
    input.returns === 'credit'
      ? words.formatMessage({ id: 'register.cancelFreeCreditBack' }, { until, window })
      : input.returns === 'money' && input.priceMinor > 0
        ? words.formatMessage(
            { id: 'register.cancelFreeMoneyBack' },
            { until, window, price: money(input.priceMinor) },
          )
        : words.formatMessage({ id: 'register.cancelFree' }, { until, window });
  return [
    free,
    words.formatMessage({ id: withFee ? 'register.afterThatFee' : 'register.afterThat' }, { fee }),
  ];
}
