import ical, {
  ICalEventStatus,
  type ICalAttendeeData,
  type ICalCalendar,
  type ICalCalendarMethod,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

// What every calendar file of ours shares, the emailed .ics (messaging/templates/calendar-file.ts),
// the subscription feeds and the "Add to calendar" download (this folder): a calendar whose
// events are in the business's zone (TZID) with its VTIMEZONE, and one event per booking or
// place whose UID is `<id>@<site host>`, so all three describe the same event in a calendar.

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The instant's wall-clock time in the zone, as a Date whose UTC fields hold it: for an event
 * with a TZID and a calendar without a zone of its own, ical-generator writes a Date's UTC
 * fields unchanged. (Day.js's zone plugin did the same at 0.6 ms a date, most of a render.)
 */
export function wallClock(instant: string, zone: string): Date {
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

/**
 * A calendar of ours: `product` names what made it in PRODID, `name` (a feed's) becomes the
 * calendar's title in the apps that subscribe to it. Its words (names, summaries, descriptions)
 * are the reader's language's (the catalogue's calendar-feed area).
 */
export function bookingCalendar(options: {
  product: string;
  method: ICalCalendarMethod;
  /** The language its words are in ("de", "en-GB"): PRODID's language. */
  language: string;
  name?: string;
  ttlSeconds?: number;
}): ICalCalendar {
  const calendar = ical({
    prodId: {
      company: 'booking-platform',
      product: options.product,
      language: new Intl.Locale(options.language).language.toUpperCase(),
    },
    method: options.method,
    name: options.name ?? null,
    ttl: options.ttlSeconds ?? null,
  });
  // The zone stays off the calendar itself: each event carries its own TZID (see wallClock).
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

export interface BookingEvent {
  /** A place's id (what a client has) or a booking's (what its staff member has). */
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  zone: string;
  summary: string;
  location: string | null;
  description: string | null;
  status: 'confirmed' | 'tentative' | 'cancelled';
}

const statuses = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

/** Adds the event to the calendar, its UID made global with the site's host name. */
export function addBookingEvent(
  calendar: ICalCalendar,
  event: BookingEvent,
  options: {
    host: string;
    now: Date;
    organizer?: { name: string; email: string };
    attendees?: ICalAttendeeData[];
  },
): void {
  calendar.createEvent({
    id: `${event.uid}@${options.host}`,
    sequence: event.sequence,
    stamp: options.now,
    start: wallClock(event.startsAt, event.zone),
    end: wallClock(event.endsAt, event.zone),
    timezone: event.zone,
    summary: event.summary,
    location: event.location,
    description: event.description,
    status: statuses[event.status],
    organizer: options.organizer ?? null,
    attendees: options.attendees ?? [],
  });
}
