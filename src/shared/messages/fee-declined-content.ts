import { formatMoney } from '../format-money.ts';
import { balanceWords } from './account-message-content.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';
import { shortTime } from './message-time.ts';

/**
 * A late-cancel or no-show fee that the client's saved card declined (issue 20, point 3): the
 * fee is still owed, and the client is asked to pay it from their account.
 */
export function feeDeclinedContent(s: LedgerSnapshot, links: MessageLinks): MessageContent {
  const { business, client, entry } = s;
  const amount = formatMoney(entry.amount_minor, entry.currency, business.locale);
  const what = entry.session
    ? `${entry.session.service} on ${shortTime(entry.session.starts_at, business.time_zone, business.locale)}`
    : 'your booking';
  const fee = entry.note.trim() || 'A fee';
  const url = new URL('/client-access', links.siteUrl).href;
  return {
    subject: `Your card was declined: ${fee.toLowerCase()} of ${amount}`,
    heading: 'Your saved card was declined',
    paragraphs: [
      `Hello ${client.name},`,
      `${business.name} tried to charge the ${fee.toLowerCase()} of ${amount} for ${what} to your saved card, and the card was declined. The fee is still to pay: you can pay it from your account, or at the desk.`,
    ],
    details: [
      ['Fee', `${fee}, ${amount}`],
      ['For', what],
      ['Your balance', balanceWords(s.balance_minor, entry.currency, business.locale)],
    ],
    action: { label: 'Pay from your account', url },
    sms: `${business.name}: your saved card was declined for the ${fee.toLowerCase()} of ${amount}. Pay it from your account: ${url}`,
    smsLink: url,
  };
}
