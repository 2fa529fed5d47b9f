import { formatMoney } from '../format-money.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { DocumentsSnapshot, LedgerSnapshot } from './message-snapshot.ts';
import { shortTime, untilTime } from './message-time.ts';

// The words of the messages about a client's account: the documents to sign before a first
// booking, receipts for payments and refunds, and the fee for a place they did not come to.

/** How a payment was made, in words. */
export const methodWords: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};

/** The documents' titles as a list in words: “A”, “B” and “C”. */
export function documentList(documents: DocumentsSnapshot['documents']): string {
  const titles = documents.map((d) => `“${d.title}”`);
  return titles.length === 1
    ? (titles[0] ?? '')
    : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/** A client's balance in words: nothing owed, in their favour, or to pay. */
export function balanceWords(balanceMinor: number, currency: string, locale: string): string {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  if (balanceMinor === 0) return 'nothing owed';
  return balanceMinor > 0
    ? `${money(balanceMinor)} in your favour`
    : `${money(-balanceMinor)} to pay`;
}

export function documentsContent(s: DocumentsSnapshot, links: MessageLinks): MessageContent {
  const { business, client, documents } = s;
  const list = documentList(documents);
  const one = documents.length === 1;
  const url = new URL('/client-access/documents', links.siteUrl).href;
  return {
    subject: `Before your first booking: ${one ? 'a document' : 'documents'} to sign for ${business.name}`,
    heading: one ? 'One document to sign' : `${documents.length} documents to sign`,
    paragraphs: [
      `Hello ${client.name},`,
      `Before your first booking, ${business.name} asks you to read and sign ${list}. It takes a minute, online.`,
    ],
    details: documents.map((d) => ['Document', `${d.title} (version ${d.version})`]),
    action: { label: one ? 'Sign the document' : 'Sign the documents', url },
    sms: `${business.name}: before your first booking, please sign ${list}: ${url}`,
    smsLink: url,
  };
}

export function ledgerContent(
  kind: 'payment_receipt' | 'refund_receipt' | 'no_show_fee',
  s: LedgerSnapshot,
  links: MessageLinks,
): MessageContent {
  const { business, client, entry } = s;
  const money = (minor: number) => formatMoney(minor, entry.currency, business.locale);
  const amount = money(entry.amount_minor);
  const date = untilTime(entry.created_at, business.time_zone, business.locale);
  const balance = balanceWords(s.balance_minor, entry.currency, business.locale);
  const account = { label: 'See your account', url: new URL('/client-access', links.siteUrl).href };
  const method = entry.method ? (methodWords[entry.method] ?? entry.method) : null;
  const note = entry.note.trim();

  if (kind === 'no_show_fee') {
    const what = entry.session
      ? `${entry.session.service} on ${shortTime(entry.session.starts_at, business.time_zone, business.locale)}`
      : 'your booking';
    return {
      subject: `No-show fee: ${what}`,
      heading: 'A fee for a missed booking',
      paragraphs: [
        `Hello ${client.name},`,
        `You were booked for ${what} and did not come, so ${business.name} charged its no-show fee of ${amount}. If you did come, reply to this email and it will be put right.`,
      ],
      details: [
        ['Fee', amount],
        ['For', what],
        ['Your balance', balance],
      ],
      action: account,
      sms: `${business.name}: a no-show fee of ${amount} was charged for ${what}.`,
    };
  }
  const refund = kind === 'refund_receipt';
  const forWhat = refund
    ? entry.refund_of
      ? `Your payment of ${money(entry.refund_of.amount_minor)} on ${untilTime(entry.refund_of.created_at, business.time_zone, business.locale)}${entry.refund_of.note.trim() ? ` (${entry.refund_of.note.trim()})` : ''}`
      : null
    : note || null;
  const details: [string, string][] = [
    [refund ? 'Refunded' : 'Paid', amount],
    ...(method ? ([['Method', method]] as [string, string][]) : []),
    ...(forWhat ? ([[refund ? 'Refund of' : 'For', forWhat]] as [string, string][]) : []),
    ['Date', date],
    ['Your balance', balance],
  ];
  return {
    subject: refund
      ? `Refund receipt: ${amount} from ${business.name}`
      : `Payment receipt: ${amount} to ${business.name}`,
    heading: refund ? 'Your refund' : 'Thank you for your payment',
    paragraphs: [
      `Hello ${client.name},`,
      refund
        ? `${business.name} refunded ${amount}${method ? ` (${method.toLowerCase()})` : ''}. Keep this email as your receipt.`
        : `${business.name} received your payment of ${amount}${method ? ` (${method.toLowerCase()})` : ''}. Keep this email as your receipt.`,
      ...(refund && note ? [`Note: ${note}`] : []),
    ],
    details,
    action: account,
    sms: refund
      ? `${business.name}: refund of ${amount} recorded. Your balance: ${balance}`
      : `${business.name}: payment of ${amount} received, thank you. Your balance: ${balance}`,
  };
}
