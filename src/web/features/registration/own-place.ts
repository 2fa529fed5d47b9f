import type { Words } from '@shared/i18n/words.ts';
import type { PlaceStatus } from '../bookings/places';

/** The client's own active place in a session, as their booking screens read it. */
export interface OwnPlace {
  id: string;
  booking_id: string;
  status: PlaceStatus;
  waitlist_position: number | null;
  option_id: string | null;
}

/** What the client's place in a session is, in a word or two: "Booked", "Waitlist #2". */
export function ownPlaceLabel(
  place: Pick<OwnPlace, 'status' | 'waitlist_position'>,
  words: Words,
): string {
  switch (place.status) {
    case 'waitlisted':
      return words.formatMessage(
        { id: 'register.waitlistNumber' },
        { position: place.waitlist_position ?? '?' },
      );
    case 'offered':
      return words.formatMessage({ id: 'register.placeOffered' });
    case 'held':
    case 'confirmed':
      return words.formatMessage({ id: 'register.placeBooked' });
    default:
      return words.formatMessage({ id: 'register.placeCancelled' });
  }
}

/** The client's place in each session, by session. */
export function placesBySession(places: OwnPlace[]): Map<string, OwnPlace> {
  return new Map(places.map((place) => [place.booking_id, place]));
}
