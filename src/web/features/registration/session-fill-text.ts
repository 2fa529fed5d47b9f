import type { Words } from '@shared/i18n/words.ts';
import { isFull, placesLeftText } from '@shared/offer-text.ts';
import type { OwnPlace } from './own-place';

type Fill = Parameters<typeof placesLeftText>[0];

/**
 * How full a session is, for the person looking at it: "3 places left", "Full, join the
 * waitlist". Someone with a place there, on its waitlist or offered a place is never invited to
 * join the waitlist: their own place may be what just filled the session (issue 33, point 2).
 */
export function sessionFillText(
  fill: Fill,
  place: Pick<OwnPlace, 'status'> | null | undefined,
  waitlistOpen: boolean,
  words: Words,
): string {
  if (!isFull(fill)) return placesLeftText(fill, waitlistOpen, words);
  switch (place?.status) {
    case 'held':
    case 'confirmed':
      return words.formatMessage({ id: 'register.fullYouHaveAPlace' });
    case 'offered':
      return words.formatMessage({ id: 'register.fullPlaceOffered' });
    case 'waitlisted':
      return words.formatMessage({ id: 'register.fullOnWaitlist' });
    default:
      return placesLeftText(fill, waitlistOpen, words);
  }
}
