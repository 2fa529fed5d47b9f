import { ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { addBookingEvent, bookingCalendar } from '../../calendar/booking-event.ts';
import type { Words } from '../../../shared/i18n/words.ts';
import type { MessageSnapshot } from '../../../shared/messages/message-snapshot.ts';

// The .ics a booking email carries (RFC 5545/5546): one event per place, its UID the place's
// id, so the invitation, each move and the cancellation are one event in the client's
// calendar; SEQUENCE is the booking's counter, raised on each change (a cancellation one
// above it). Times are in the business's zone (TZID) with its VTIMEZONE. ical-generator
// writes the file (render-message.test.ts holds it to the exact DTSTART it must write); the
// calendar and the event are built as the subscription feeds build theirs
// (src/server/calendar/booking-event.ts), so both describe the same event.

export interface CalendarFile {
  method: 'REQUEST' | 'CANCEL';
  filename: string;
  content: string;
}

export function calendarFile(
  s: MessageSnapshot,
  method: 'request' | 'cancel',
  options: {
    host: string;
    organizer: { name: string; email: string };
    attendee: string | null;
    /** The attendee's name: the client's unless given (a staff member's). */
    attendeeName?: string | null;
    now: Date;
    /** The recipient's language: the event's summary and description are in it. */
    words: Words;
  },
): CalendarFile {
  const cancel = method === 'cancel';
  const calendar = bookingCalendar({
    product: 'messages',
    language: options.words.locale,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addBookingEvent(
    calendar,
    {
      uid: s.calendar.uid,
      sequence: s.calendar.sequence + (cancel ? 1 : 0),
      startsAt: s.session.starts_at,
      endsAt: s.session.ends_at,
      zone: s.business.time_zone,
      summary: options.words.formatMessage(
        { id: 'calendar-feed.clientSummary' },
        { service: s.session.service, business: s.business.name },
      ),
      location: s.session.location || s.business.address || null,
      description: s.session.staff
        ? options.words.formatMessage({ id: 'calendar-feed.withStaff' }, { staff: s.session.staff })
        : null,
      status: cancel ? 'cancelled' : 'confirmed',
    },
    {
      host: options.host,
      now: options.now,
      organizer: options.organizer,
      attendees:
        options.attendee === null
          ? []
          : [
              {
                email: options.attendee,
                name: options.attendeeName ?? s.client.name,
                rsvp: false,
                status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
              },
            ],
    },
  );
  return {
    method: cancel ? 'CANCEL' : 'REQUEST',
    filename: cancel ? 'cancellation.ics' : 'booking.ics',
    content: calendar.toString(),
  };
}
