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
export function ownPlaceLabel(place: Pick<OwnPlace, 'status' | 'waitlist_position'>): string {
  switch (place.status) {
    case 'waitlisted':
      return `Waitlist #${place.waitlist_position ?? '?'}`;
    case 'offered':
      return 'Place offered';
    case 'held':
    case 'confirmed':
      return 'Booked';
    default:
      return 'Cancelled';
  }
}

/** The client's place in each session, by session. */
export function placesBySession(places: OwnPlace[]): Map<string, OwnPlace> {
  return new Map(places.map((place) => [place.booking_id, place]));
}
