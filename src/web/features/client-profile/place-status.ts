import type { Words } from '@shared/i18n/words.ts';
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
  words: Words,
): PlaceStatus {
  switch (place.status) {
    case 'confirmed':
      return { label: words.formatMessage({ id: 'client-area.statusBooked' }), color: 'teal' };
    case 'held':
      return {
        label: words.formatMessage({ id: 'client-area.statusHeld' }),
        color: 'violet',
        detail: words.formatMessage({ id: 'client-area.heldDetail' }),
      };
    case 'waitlisted':
      return {
        label: place.waitlist_position
          ? words.formatMessage(
              { id: 'client-area.statusWaitlistNumber' },
              { position: place.waitlist_position },
            )
          : words.formatMessage({ id: 'client-area.statusWaitlist' }),
        color: 'violet',
        detail: words.formatMessage({ id: 'client-area.waitlistDetail' }),
      };
    case 'offered':
      return {
        label: words.formatMessage({ id: 'client-area.statusOffered' }),
        color: 'indigo',
        detail: place.offer_expires_at
          ? words.formatMessage(
              { id: 'client-area.offeredDetailBy' },
              { deadline: formatDateTime(place.offer_expires_at, zone, words.locale) },
            )
          : words.formatMessage({ id: 'client-area.offeredDetail' }),
      };
  }
}
