import type { MessageId } from '@shared/i18n/message-ids.ts';

/** A client's place in a booking as the enrollments and attendance tabs show it. */
export type PlaceStatus =
  'held' | 'confirmed' | 'waitlisted' | 'offered' | 'cancelled' | 'late_cancelled' | 'no_show';

export type AttendanceStatus = 'present' | 'late' | 'absent';

export interface Place {
  id: string;
  client_id: string;
  status: PlaceStatus;
  waitlist_position: number | null;
  offer_expires_at: string | null;
  created_at: string;
  client_name: string;
  option_name: string | null;
  /** What the place was paid with (service_options.kind): a pack's credit is forfeited when late. */
  option_kind: string | null;
  attendance: AttendanceStatus | null;
}

/** Each status in the reader's words (messages/<locale>/bookings.ts). */
export const placeStatusWords = {
  held: 'bookings.placeHeld',
  confirmed: 'bookings.placeConfirmed',
  waitlisted: 'bookings.placeWaitlisted',
  offered: 'bookings.placeOffered',
  cancelled: 'bookings.placeCancelled',
  late_cancelled: 'bookings.placeLateCancelled',
  no_show: 'bookings.placeNoShow',
} as const satisfies Record<PlaceStatus, MessageId>;

// Status words are written in the darkest shade of these (see places-table), to stay readable.
export const placeStatusColours: Record<PlaceStatus, string> = {
  held: 'gray',
  confirmed: 'teal',
  waitlisted: 'violet',
  offered: 'blue',
  cancelled: 'gray',
  late_cancelled: 'pink',
  no_show: 'red',
};

const activeStatuses: ReadonlySet<PlaceStatus> = new Set([
  'held',
  'confirmed',
  'waitlisted',
  'offered',
]);

/** Whether the place still holds (or waits for) a spot, and so can be cancelled. */
export function isActive(place: Pick<Place, 'status'>): boolean {
  return activeStatuses.has(place.status);
}

const rank: Record<PlaceStatus, number> = {
  confirmed: 0,
  held: 0,
  offered: 1,
  no_show: 2,
  waitlisted: 3,
  late_cancelled: 4,
  cancelled: 4,
};

/** Places with a spot first (by name), then the waitlist in its order, then cancelled ones. */
export function orderPlaces<T extends Place>(places: T[]): T[] {
  return places.toSorted(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0) ||
      a.client_name.localeCompare(b.client_name),
  );
}

/** The roster of who can be checked in: confirmed places and those marked absent. */
export function rosterOf<T extends Place>(places: T[]): T[] {
  return places
    .filter((place) => place.status === 'confirmed' || place.status === 'no_show')
    .toSorted((a, b) => a.client_name.localeCompare(b.client_name));
}

/** Who moved off the waitlist between two readings of a booking's places. */
export function promotedBetween<T extends Place>(before: T[], after: T[]): T[] {
  const waiting = new Set(
    before.filter((place) => place.status === 'waitlisted').map((place) => place.id),
  );
  return after.filter(
    (place) =>
      waiting.has(place.id) && (place.status === 'confirmed' || place.status === 'offered'),
  );
}
