import { describe, expect, it } from 'vitest';
import { offerLinkText } from './offer-link-text';
import type { OfferLink } from './queries';

const link: OfferLink = {
  state: 'open',
  business: 'Sunrise Yoga',
  time_zone: 'Europe/London',
  locale: 'en-GB',
  slug: 'sunrise-yoga',
  service: 'Vinyasa Flow',
  starts_at: '2026-06-30T08:00:00Z',
  ends_at: '2026-06-30T09:00:00Z',
  location: '',
  staff: 'Sam',
  offer_expires_at: '2026-06-29T13:30:00Z',
};

describe('offerLinkText', () => {
  it('says what the link can still do', () => {
    expect(offerLinkText(link).title).toBe('A place is free for you');
    expect(offerLinkText({ ...link, state: 'taken' }).title).toBe('You have the place');
    expect(offerLinkText({ ...link, state: 'lapsed' }).text).toContain(
      'has gone to the next person on the waitlist',
    );
    expect(offerLinkText({ ...link, state: 'cancelled' }).text).toBe(
      'Sunrise Yoga cancelled Vinyasa Flow, so there is no place to take.',
    );
    expect(offerLinkText({ state: 'unknown' }).title).toBe('This link is not a waitlist offer');
  });
});
