import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatMoney, parseMoney } from '@/features/tenancy/format-money';

/** The most an amount may be, in minor units, and what a larger one is told (“At most {amount} …”). */
export interface MostAmount {
  minor: number;
  /** A message taking the most as {amount}. */
  tooMuch: MessageId;
}

/** Why an amount typed in major units cannot be taken, in the reader's words, or null. */
export function amountProblem(
  text: string,
  currency: string,
  words: Words,
  most?: MostAmount,
): string | null {
  const minor = parseMoney(text, currency);
  if (minor === null || minor <= 0) return words.formatMessage({ id: 'clients.amountInvalid' });
  if (most !== undefined && minor > most.minor) {
    return words.formatMessage(
      { id: most.tooMuch },
      { amount: formatMoney(most.minor, currency, words.locale) },
    );
  }
  return null;
}
