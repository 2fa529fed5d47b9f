import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MessageSnapshot } from './message-snapshot.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// The .ics a booking email carries (RFC 5545/5546): one event per place, its UID the place's
// id, so the invitation, each move and the cancellation are one event in the client's
// calendar; SEQUENCE is the booking's counter, raised on each change (a cancellation one
// above it). Times are in the business's zone (TZID) with its VTIMEZONE. ical-generator
// writes the file; with a native Date it would take the server's own zone for the event's, so
// the times are handed over as Day.js values already in the business's zone.

function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

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
    now: Date;
  },
): CalendarFile {
  const zone = s.business.time_zone;
  const cancel = method === 'cancel';
  const calendar = ical({
    prodId: { company: 'booking-platform', product: 'messages', language: 'EN' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: null, generator: vtimezone });
  calendar.createEvent({
    id: `${s.calendar.uid}@${options.host}`,
    sequence: s.calendar.sequence + (cancel ? 1 : 0),
    stamp: options.now,
    start: dayjs(s.session.starts_at).tz(zone),
    end: dayjs(s.session.ends_at).tz(zone),
    timezone: zone,
    summary: `${s.session.service} (${s.business.name})`,
    location: s.session.location || s.business.address || null,
    description: s.session.staff ? `With ${s.session.staff}` : null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: options.organizer,
    attendees:
      options.attendee === null
        ? []
        : [
            {
              email: options.attendee,
              name: s.client.name,
              rsvp: false,
              status: cancel ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            },
          ],
  });
  return {
    method: cancel ? 'CANCEL' : 'REQUEST',
    filename: cancel ? 'cancellation.ics' : 'booking.ics',
    content: calendar.toString(),
  };
}
