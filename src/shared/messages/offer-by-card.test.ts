import { describe, expect, it } from 'vitest';
import { messageContent } from './message-content.ts';
import { sampleSnapshot } from './sample-snapshot.ts';

const business = {
  name: 'Harbour Pilates',
  time_zone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  email: null,
  phone: null,
  address: null,
};
const sample = sampleSnapshot(business, new Date('2026-06-01T12:00:00Z'));
const links = { siteUrl: 'https://book.example.com' };

// Decision 0043: a place offered from the waitlist of a class paid online is taken by paying
// for it by card, so its offer does not promise one click.
describe('a waitlist offer', () => {
  it('is taken with one click, or by paying by card where the place must be paid online', () => {
    const click = messageContent('waitlist_offer', sample, links);
    expect(click.action?.label).toBe('Take the place');
    expect(click.paragraphs.join(' ')).toContain('Take it with one click');
    const card = messageContent(
      'waitlist_offer',
      { ...sample, offer: { token: 'sample', pay_by_card: true } },
      links,
    );
    expect(card.action).toEqual({ label: 'Pay by card to take it', url: click.action?.url });
    expect(card.paragraphs.join(' ')).toContain('Sign in and pay for it by card to take it');
    expect(card.paragraphs.join(' ')).not.toContain('one click');
  });
});
