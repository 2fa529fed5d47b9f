import { formatDateTime } from '../tenancy/format-time';
import type { UpcomingPlace } from './queries';

export interface PlaceStatus {
  label: string;
  color: string;
  /** What the client should know or do about it, if anything. */
  detail?: string;
}

/** How a client's own place stands, in their words rather than the database's. */
export function placeStatus(
  place: Pick<UpcomingPlace, 'status' | 'waitlist_position' | 'offer_expires_at'>,
  zone: string,
  locale?: string,
): PlaceStatus {
  switch (place.status) {
    case 'confirmed':
      return { label: 'Booked', color: 'teal' };
    case 'held':
      return { label: 'Held', color: 'violet', detail: 'Kept for you while you finish booking.' };
    case 'waitlisted':
      return {
        label: place.waitlist_position ? `Waitlist #${place.waitlist_position}` : 'Waitlist',
        color: 'violet',
        detail: 'You move up by yourself when someone cancels.',
      };
    case 'offered':
      return {
        label: 'Place offered',
        color: 'indigo',
        detail: place.offer_expires_at
          ? `A place is free for you: accept it by ${formatDateTime(place.offer_expires_at, zone, locale)}.`
          : 'A place is free for you: accept it to keep it.',
      };
  }
}
