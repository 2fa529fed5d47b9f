import { describe, expect, it } from 'vitest';
import { wordsIn } from '../i18n/static-words.ts';
import { messageContent } from './message-content.ts';
import type { LedgerSnapshot } from './message-snapshot.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

const membership = {
  id: '6f1c1b8e-7f0a-4c57-9a57-1d2a0c0b7e11',
  plan: 'Unlimited',
  next_attempt_at: '2026-03-03T10:00:00+00:00',
};
// The settings screen's sample, with a renewal's charge for its entry.
const sample = sampleSnapshot(
  {
    name: 'Sunrise Yoga',
    time_zone: 'Europe/London',
    currency: 'GBP',
    locale: 'en-GB',
    email: null,
    phone: null,
    address: null,
  },
  new Date('2026-03-01T10:00:00Z'),
  wordsIn('en', 'en-GB'),
);
const renewal: LedgerSnapshot = {
  ...sample,
  client: { name: 'Chris' },
  entry: {
    ...sample.entry,
    kind: 'charge',
    amount_minor: 5000,
    method: null,
    note: 'Unlimited',
    session: null,
    refund_of: null,
  },
  balance_minor: -5000,
  membership,
};
const links = { siteUrl: 'https://book.example.com' };
const updateCard =
  'https://book.example.com/client-access/membership?subscription=6f1c1b8e-7f0a-4c57-9a57-1d2a0c0b7e11&update_card=1';

describe("a membership's renewal the saved card declined", () => {
  it('says so at once, when it is tried again, and links to updating the card', () => {
    const content = messageContent(
      'membership_card_declined',
      renewal,
      links,
      wordsIn('en', 'en-GB'),
    );
    expect(content.subject).toBe('Your card was declined: Unlimited membership, £50.00');
    expect(content.details).toContainEqual(['Tried again', expect.stringMatching(/3 March/)]);
    expect(content.details).toContainEqual(['Your balance', '£50.00 to pay']);
    expect(content.action).toEqual({ label: 'Update your card', url: updateCard });
    expect(content.sms).toContain(updateCard);
  });

  it('says the membership is suspended after the last try, in the reader’s language', () => {
    const content = messageContent(
      'membership_suspended',
      { ...renewal, membership: { ...membership, next_attempt_at: null } },
      links,
      wordsIn('de', 'de-DE'),
    );
    expect(content.subject).toBe('Ihre Mitgliedschaft Unlimited ist ausgesetzt');
    expect(content.details.map(([label]) => label)).not.toContain('Neuer Versuch');
    expect(content.action?.url).toBe(updateCard);
  });
});
