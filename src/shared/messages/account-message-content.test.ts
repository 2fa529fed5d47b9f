import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { messageContent } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';

// Our English, dates and money as en-US writes them.
const words = wordsIn('en', 'en-US');
const business = {
  name: 'Harbour Pilates',
  time_zone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  email: null,
  phone: null,
  address: null,
};
const links = { siteUrl: 'https://book.example.com' };
const client = { name: 'Chris' };
const payment: LedgerSnapshot = {
  business,
  client,
  entry: {
    kind: 'payment',
    amount_minor: 5000,
    currency: 'USD',
    method: 'card',
    note: '10-class pack',
    // 10:15 in New York.
    created_at: '2026-03-02T15:15:00+00:00',
    session: null,
    refund_of: null,
  },
  balance_minor: 1500,
};

describe('the documents to sign', () => {
  it('lists each document and links to the documents screen', () => {
    const content = messageContent(
      'documents_to_sign',
      {
        business,
        client,
        documents: [
          { title: 'Health waiver', version: 2 },
          { title: 'Photo consent', version: 1 },
        ],
      },
      links,
      words,
    );
    expect(content.subject).toBe(
      'Before your first booking: documents to sign for Harbour Pilates',
    );
    expect(content.heading).toBe('2 documents to sign');
    expect(content.paragraphs[1]).toBe(
      'Before your first booking, Harbour Pilates asks you to read and sign “Health waiver” and “Photo consent”. It takes a minute, online.',
    );
    expect(content.details).toEqual([
      ['Document', 'Health waiver (version 2)'],
      ['Document', 'Photo consent (version 1)'],
    ]);
    expect(content.action).toEqual({
      label: 'Sign the documents',
      url: 'https://book.example.com/client-access/documents',
    });
  });

  it('refuses an empty list', () => {
    expect(() =>
      messageContent('documents_to_sign', { business, client, documents: [] }, links, words),
    ).toThrow();
  });
});

describe('receipts and fees', () => {
  it('gives a payment receipt the amount, method, what for, date and balance in the currency', () => {
    const content = messageContent('payment_receipt', payment, links, words);
    expect(content.subject).toBe('Payment receipt: $50.00 to Harbour Pilates');
    expect(content.details).toEqual([
      ['Paid', '$50.00'],
      ['Method', 'Card'],
      ['For', '10-class pack'],
      ['Date', 'Monday, March 2 at 10:15 AM (New York time)'],
      ['Your balance', '$15.00 in your favour'],
    ]);
    expect(content.sms).toBe(
      'Harbour Pilates: payment of $50.00 received, thank you. Your balance: $15.00 in your favour',
    );
  });

  it('gives a refund receipt the payment it returns and what is owed after it', () => {
    const content = messageContent(
      'refund_receipt',
      {
        ...payment,
        entry: {
          ...payment.entry,
          kind: 'refund',
          amount_minor: 1250,
          note: '',
          refund_of: { amount_minor: 5000, created_at: '2026-03-01T15:00:00+00:00', note: '' },
        },
        balance_minor: -250,
      },
      links,
      words,
    );
    expect(content.subject).toBe('Refund receipt: $12.50 from Harbour Pilates');
    expect(content.details).toContainEqual([
      'Refund of',
      'Your payment of $50.00 on Sunday, March 1 at 10:00 AM (New York time)',
    ]);
    expect(content.details).toContainEqual(['Your balance', '$2.50 to pay']);
  });

  it('tells a no-show fee with the session it was for', () => {
    const content = messageContent(
      'no_show_fee',
      {
        ...payment,
        entry: {
          ...payment.entry,
          kind: 'charge',
          amount_minor: 800,
          method: null,
          note: 'No-show fee',
          session: {
            service: 'Reformer',
            private: false,
            starts_at: '2026-03-02T14:00:00+00:00',
            ends_at: '2026-03-02T15:00:00+00:00',
            status: 'no_show',
          },
        },
        balance_minor: 0,
      },
      links,
      words,
    );
    expect(content.subject).toBe('No-show fee: Reformer on Mon, Mar 2, 9:00 AM');
    expect(content.details).toEqual([
      ['Fee', '$8.00'],
      ['For', 'Reformer on Mon, Mar 2, 9:00 AM'],
      ['Your balance', 'nothing owed'],
    ]);
  });
});
