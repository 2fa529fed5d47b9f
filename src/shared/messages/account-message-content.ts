import { formatMoney } from '../format-money.ts';
import type { MessageId } from '../i18n/message-ids.ts';
import type { Words } from '../i18n/words.ts';
import type { MessageContent, MessageLinks } from './message-content.ts';
import type { DocumentsSnapshot, LedgerSnapshot } from './message-snapshot.ts';
import { shortTime, untilTime } from './message-time.ts';

// The words of the messages about a client's account: the documents to sign before a first
// booking, receipts for payments and refunds, and the fee for a place they did not come to.

/** How a payment was made, in words: as a detail ("Card"), and within a sentence ("card"). */
const methodIds = {
  cash: ['notifications.methodCash', 'notifications.methodCashInSentence'],
  card: ['notifications.methodCard', 'notifications.methodCardInSentence'],
  bank_transfer: ['notifications.methodBankTransfer', 'notifications.methodBankTransferInSentence'],
  other: ['notifications.methodOther', 'notifications.methodOtherInSentence'],
} as const satisfies Record<string, readonly [MessageId, MessageId]>;

/** A payment method in words (`inSentence`: as it reads within a sentence); unknown ones as kept. */
export function methodWords(method: string, words: Words, inSentence = false): string {
  const ids = Object.hasOwn(methodIds, method)
    ? methodIds[method as keyof typeof methodIds]
    : undefined;
  if (ids === undefined) return method;
  return words.formatMessage({ id: inSentence ? ids[1] : ids[0] });
}

/** The documents' titles as a list in words: “A”, “B” and “C”, as the language lists them. */
export function documentList(documents: DocumentsSnapshot['documents'], words: Words): string {
  return words.formatList(
    documents.map((d) => words.formatMessage({ id: 'notifications.quoted' }, { title: d.title })),
    { type: 'conjunction' },
  );
}

/** A client's balance in words: nothing owed, in their favour, or to pay. */
export function balanceWords(balanceMinor: number, currency: string, words: Words): string {
  const money = (minor: number) => formatMoney(minor, currency, words.locale);
  if (balanceMinor === 0) return words.formatMessage({ id: 'notifications.nothingOwed' });
  return balanceMinor > 0
    ? words.formatMessage({ id: 'notifications.inYourFavour' }, { amount: money(balanceMinor) })
    : words.formatMessage({ id: 'notifications.toPay' }, { amount: money(-balanceMinor) });
}

export function documentsContent(
  s: DocumentsSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, client, documents } = s;
  const t = words.formatMessage;
  const list = documentList(documents, words);
  const count = documents.length;
  const url = new URL('/client-access/documents', links.siteUrl).href;
  return {
    subject: t({ id: 'notifications.documentsSubject' }, { count, business: business.name }),
    heading: t({ id: 'notifications.documentsHeading' }, { count }),
    paragraphs: [
      t({ id: 'notifications.hello' }, { name: client.name }),
      t({ id: 'notifications.documentsText' }, { business: business.name, documents: list }),
    ],
    details: documents.map((d) => [
      t({ id: 'notifications.detailDocument' }),
      t({ id: 'notifications.documentVersion' }, { title: d.title, version: d.version }),
    ]),
    action: { label: t({ id: 'notifications.documentsButton' }, { count }), url },
    sms: t({ id: 'notifications.documentsSms' }, { business: business.name, documents: list, url }),
    smsLink: url,
  };
}

export function ledgerContent(
  kind: 'payment_receipt' | 'refund_receipt' | 'no_show_fee',
  s: LedgerSnapshot,
  links: MessageLinks,
  words: Words,
): MessageContent {
  const { business, client, entry } = s;
  const t = words.formatMessage;
  const money = (minor: number) => formatMoney(minor, entry.currency, words.locale);
  const amount = money(entry.amount_minor);
  const date = untilTime(entry.created_at, business.time_zone, words);
  const balance = balanceWords(s.balance_minor, entry.currency, words);
  const account = {
    label: t({ id: 'notifications.seeYourAccount' }),
    url: new URL('/client-access', links.siteUrl).href,
  };
  const note = entry.note.trim();
  const hello = t({ id: 'notifications.hello' }, { name: client.name });
  const balanceRow: [string, string] = [t({ id: 'notifications.detailYourBalance' }), balance];

  if (kind === 'no_show_fee') {
    const what = entry.session
      ? t(
          { id: 'notifications.serviceOn' },
          {
            service: entry.session.service,
            when: shortTime(entry.session.starts_at, business.time_zone, words),
          },
        )
      : t({ id: 'notifications.yourBooking' });
    return {
      subject: t({ id: 'notifications.noShowSubject' }, { what }),
      heading: t({ id: 'notifications.noShowHeading' }),
      paragraphs: [
        hello,
        t({ id: 'notifications.noShowText' }, { what, business: business.name, amount }),
      ],
      details: [
        [t({ id: 'notifications.detailFee' }), amount],
        [t({ id: 'notifications.detailFor' }), what],
        balanceRow,
      ],
      action: account,
      sms: t({ id: 'notifications.noShowSms' }, { business: business.name, amount, what }),
    };
  }
  const refund = kind === 'refund_receipt';
  const method = entry.method ? methodWords(entry.method, words) : null;
  const methodInSentence = entry.method ? methodWords(entry.method, words, true) : null;
  const refunded = entry.refund_of;
  const refundedNote = refunded?.note.trim() ?? '';
  const forWhat = refund
    ? refunded
      ? t(
          {
            id: refundedNote
              ? 'notifications.refundOfPaymentNoted'
              : 'notifications.refundOfPayment',
          },
          {
            amount: money(refunded.amount_minor),
            date: untilTime(refunded.created_at, business.time_zone, words),
            note: refundedNote,
          },
        )
      : null
    : note || null;
  const details: [string, string][] = [
    [
      refund ? t({ id: 'notifications.detailRefunded' }) : t({ id: 'notifications.detailPaid' }),
      amount,
    ],
    ...(method ? ([[t({ id: 'notifications.detailMethod' }), method]] as [string, string][]) : []),
    ...(forWhat
      ? ([
          [
            refund
              ? t({ id: 'notifications.detailRefundOf' })
              : t({ id: 'notifications.detailFor' }),
            forWhat,
          ],
        ] as [string, string][])
      : []),
    [t({ id: 'notifications.detailDate' }), date],
    balanceRow,
  ];
  const said = { business: business.name, amount, method: methodInSentence ?? '' };
  return {
    subject: refund
      ? t({ id: 'notifications.refundSubject' }, { amount, business: business.name })
      : t({ id: 'notifications.paymentSubject' }, { amount, business: business.name }),
    heading: refund
      ? t({ id: 'notifications.refundHeading' })
      : t({ id: 'notifications.paymentHeading' }),
    paragraphs: [
      hello,
      refund
        ? t(
            {
              id: methodInSentence ? 'notifications.refundTextMethod' : 'notifications.refundText',
            },
            said,
          )
        : t(
            {
              id: methodInSentence
                ? 'notifications.paymentTextMethod'
                : 'notifications.paymentText',
            },
            said,
          ),
      ...(refund && note ? [t({ id: 'notifications.noteLine' }, { note })] : []),
    ],
    details,
    action: account,
    sms: refund
      ? t({ id: 'notifications.refundSms' }, { business: business.name, amount, balance })
      : t({ id: 'notifications.paymentSms' }, { business: business.name, amount, balance }),
  };
}
