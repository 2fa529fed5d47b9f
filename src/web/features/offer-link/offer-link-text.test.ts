import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { offerLinkText as textIn } from './offer-link-text';
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
  pay_by_card: false,
  service_id: '00000000-0000-4000-8000-000000000001',
  booking_id: '00000000-0000-4000-8000-000000000002',
};

const offerLinkText = (offer: OfferLink) => textIn(offer, wordsIn('en'));

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
    expect(offerLinkText(link).text).toContain('Take it before the offer lapses');
    expect(offerLinkText({ ...link, pay_by_card: true }).text).toContain(
      'Sign in and pay for it by card before the offer lapses',
    );
    expect(offerLinkText({ state: 'unknown' }).title).toBe('This link is not a waitlist offer');
  });

  it("speaks the reader's language", () => {
    expect(textIn(link, wordsIn('de')).title).toBe('Ein Platz ist für Sie frei');
  });
});
