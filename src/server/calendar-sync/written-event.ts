import { isLocale, sourceLocale } from '../../shared/i18n/locales.ts';
import { wordsIn } from '../../shared/i18n/static-words.ts';
import type { BookingEvent } from './calendar-account.ts';

// What a booking's event in its staff member's own calendar says (issue 37, point 3), in their
// language (the catalogue's calendar-sync area): "Massage with Ann Lee" for an appointment,
// "Yoga (6 of 12 booked)" for a group session, and a link to the booking in the tenant area.
// Its UID is the booking's as in our feeds, `<booking id>@<site host>`.

/** The booking as calendars.claim_writes answers it. */
export interface BookingToWrite {
  booking_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  locale: string | null;
  service_name: string;
  kind: string;
  client_name: string | null;
  booked: number | null;
  capacity: number | null;
}

const instant = (value: Date | string) => new Date(value).toISOString();

export function writtenEvent(booking: BookingToWrite, siteUrl: string): BookingEvent {
  const words = wordsIn(isLocale(booking.locale) ? booking.locale : sourceLocale);
  const service = booking.service_name;
  let summary = service;
  if (booking.kind === 'group') {
    summary = words.formatMessage(
      { id: 'calendar-sync.groupSummary' },
      { service, booked: booking.booked ?? 0, capacity: booking.capacity ?? 0 },
    );
  } else if (booking.client_name !== null) {
    summary = words.formatMessage(
      { id: 'calendar-sync.appointmentSummary' },
      { service, client: booking.client_name },
    );
  }
  const url = new URL(`/t/bookings/${booking.booking_id}/overview/`, siteUrl).href;
  return {
    uid: `${booking.booking_id}@${new URL(siteUrl).hostname}`,
    summary,
    description: words.formatMessage({ id: 'calendar-sync.description' }, { link: url }),
    url,
    start: instant(booking.starts_at),
    end: instant(booking.ends_at),
    timeZone: booking.time_zone,
  };
}
