import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { messageContent } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';

// Our English, dates and money as en-GB writes them.
const words = wordsIn('en', 'en-GB');
const fee: LedgerSnapshot = {
  business: {
    name: 'Sunrise Yoga',
    time_zone: 'Europe/London',
    currency: 'GBP',
    locale: 'en-GB',
    email: null,
    phone: null,
    address: null,
  },
  client: { name: 'Chris' },
  entry: {
    kind: 'charge',
    amount_minor: 500,
    currency: 'GBP',
    method: null,
    note: 'Late cancellation fee',
    created_at: '2026-03-02T10:00:00+00:00',
    session: {
      service: 'Vinyasa Flow',
      private: false,
      starts_at: '2026-03-02T12:00:00+00:00',
      ends_at: '2026-03-02T13:00:00+00:00',
      status: 'late_cancelled',
    },
    refund_of: null,
  },
  balance_minor: -500,
};

describe('a fee the saved card declined', () => {
  it('says which fee, that it is still owed, and links to the account to pay it', () => {
    const content = messageContent(
      'fee_card_declined',
      fee,
      {
        siteUrl: 'https://book.example.com',
      },
      words,
    );
    expect(content.subject).toBe('Your card was declined: late cancellation fee of £5.00');
    expect(content.paragraphs[1]).toMatch(
      /^Sunrise Yoga tried to charge the late cancellation fee of £5\.00 for Vinyasa Flow on .+ to your saved card, and the card was declined\. The fee is still to pay/,
    );
    expect(content.details).toContainEqual(['Your balance', '£5.00 to pay']);
    expect(content.action).toEqual({
      label: 'Pay from your account',
      url: 'https://book.example.com/client-access',
    });
    expect(content.sms).toContain('https://book.example.com/client-access');
  });
});
