import { ICalCalendarMethod } from 'ical-generator';
import { addBookingEvent, bookingCalendar } from '../../calendar/booking-event.ts';
import type { BookingEvent } from '../calendar-account.ts';

// A booking as a CalDAV object: the same event as our feeds and emailed .ics write (UID, zone,
// VTIMEZONE: src/server/calendar/booking-event.ts), in an object without METHOD, which a
// calendar object resource must not carry (RFC 4791 4.1).

/** The object's name in its calendar, from the UID: a retried write lands on the same object. */
export const objectName = (uid: string) => `${encodeURIComponent(uid)}.ics`;

export function bookingObject(event: BookingEvent, now: Date): string {
  const calendar = bookingCalendar({
    product: 'calendar-sync',
    method: ICalCalendarMethod.PUBLISH,
    // PRODID's language: the words themselves are already the staff member's.
    language: 'en',
  });
  calendar.method(null);
  const at = event.uid.lastIndexOf('@');
  addBookingEvent(
    calendar,
    {
      uid: event.uid.slice(0, at),
      sequence: 0,
      startsAt: event.start,
      endsAt: event.end,
      zone: event.timeZone,
      summary: event.summary,
      location: null,
      description: event.description,
      status: 'confirmed',
    },
    { host: event.uid.slice(at + 1), now },
  );
  for (const written of calendar.events()) written.url(event.url);
  return calendar.toString();
}
