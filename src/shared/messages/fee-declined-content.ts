import { formatMoney } from '../format-money.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import type { Words } from '../i18n/words.ts';
import { balanceWords } from './account-message-content.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';
import { shortTime } from './message-time.ts';

// The fees the database charges, by the note it writes on them (check_in, cancel_enrollment):
// named in the reader's language, as a detail and within a sentence. A fee of another note is
// named as written.
const feeIds = {
  'No-show fee': ['notifications.feeNoShow', 'notifications.feeNoShowInSentence'],
  'Late cancellation fee': [
    'notifications.feeLateCancellation',
    'notifications.feeLateCancellationInSentence',
  ],
  '': ['notifications.feeOther', 'notifications.feeOtherInSentence'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

function feeWords(note: string, words: Words): { name: string; inSentence: string } {
  const ids = Object.hasOwn(feeIds, note) ? feeIds[note as keyof typeof feeIds] : undefined;
  if (ids === undefined) return { name: note, inSentence: note };
  return {
    name: words.formatMessage({ id: ids[0] }),
    inSentence: words.formatMessage({ id: ids[1] }),
  };
}

/**
 * A late-cancel or no-show fee that the client's saved card declined (issue 20, point 3): the
 * fee is still owed, and the client is asked to pay it from their account.
 */
export function feeDeclinedContent(
  s: LedgerSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, client, entry } = s;
  const t = words.formatMessage;
  const amount = formatMoney(entry.amount_minor, entry.currency, words.locale);
  const what = entry.session
    ? t(
        { id: 'notifications.serviceOn' },
        {
          service: entry.session.service,
          when: shortTime(entry.session.starts_at, business.time_zone, words),
        },
      )
    : t({ id: 'notifications.yourBooking' });
  const fee = feeWords(entry.note.trim(), words);
  const url = new URL('/client-access', links.siteUrl).href;
  return {
    subject: t({ id: 'notifications.declinedSubject' }, { fee: fee.inSentence, amount }),
    heading: t({ id: 'notifications.declinedHeading' }),
    paragraphs: [
      t({ id: 'notifications.hello' }, { name: client.name }),
      t(
        { id: 'notifications.declinedText' },
        { business: business.name, fee: fee.inSentence, amount, what },
      ),
    ],
    details: [
      [
        t({ id: 'notifications.detailFee' }),
        t({ id: 'notifications.feeWithAmount' }, { fee: fee.name, amount }),
      ],
      [t({ id: 'notifications.detailFor' }), what],
      [
        t({ id: 'notifications.detailYourBalance' }),
        balanceWords(s.balance_minor, entry.currency, words),
      ],
    ],
    action: { label: t({ id: 'notifications.declinedButton' }), url },
    sms: t(
      { id: 'notifications.declinedSms' },
      { business: business.name, fee: fee.inSentence, amount, url },
    ),
    smsLink: url,
  };
}
