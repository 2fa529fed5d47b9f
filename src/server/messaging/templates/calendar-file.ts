import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MessageSnapshot } from '../../../shared/messages/message-snapshot.ts';

// The .ics a booking email carries (RFC 5545/5546): one event per place, its UID the place's
// id, so the invitation, each move and the cancellation are one event in the client's
// calendar; SEQUENCE is the booking's counter, raised on each change (a cancellation one
// above it). Times are in the business's zone (TZID) with its VTIMEZONE. ical-generator
// writes the file (render-message.test.ts holds it to the exact DTSTART it must write).

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's wall-clock time in the zone, as a Date whose UTC fields hold it: for an event
 * with a TZID and a calendar without a zone of its own, ical-generator writes a Date's UTC
 * fields unchanged. (Day.js's zone plugin did the same at 0.6 ms a date, most of a render.)
 */
function wallClock(instant: string, zone: string): Date {
  let format = wallClocks.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day,
      parts.hour,
      parts.minute,
      parts.second,
    ),
  );
}

const vtimezones = new Map<string, string | null>();

/** A zone's VTIMEZONE, read once per zone. */
function vtimezone(zone: string): string | null {
  if (!vtimezones.has(zone)) {
    const block = tzlib_get_ical_block(zone);
    vtimezones.set(zone, Array.isArray(block) ? (block[0] ?? null) : null);
  }
  return vtimezones.get(zone) ?? null;
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
    start: wallClock(s.session.starts_at, zone),
    end: wallClock(s.session.ends_at, zone),
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
