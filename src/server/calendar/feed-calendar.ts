import { ICalCalendarMethod } from 'ical-generator';
import type { Words } from '../../shared/i18n/words.ts';
import { addBookingEvent, bookingCalendar, type BookingEvent } from './booking-event.ts';

// The calendar files of this folder, from what app.calendar_feed and
// app.calendar_event_for_caller return: a subscription feed (a client's places or a staff
// member's sessions) and one booking's event for "Add to calendar". METHOD:PUBLISH, as for any
// calendar that is not an invitation; the same UIDs and sequences as the emailed .ics. Their
// words (the catalogue's calendar-feed area) are in the reader's language: a feed's person's
// (app.calendar_feed), the caller's for one event (calendar-routes.ts).

export interface CalendarBusiness {
  name: string;
  slug: string;
  time_zone: string;
  address: string | null;
  /** Its default language (tenants.locale). */
  locale: string;
}

/** One event as app.calendar_event writes it. */
export interface CalendarEventRow {
  uid: string;
  sequence: number;
  starts_at: string;
  ends_at: string;
  service: string;
  private: boolean;
  staff: string | null;
  location: string | null;
  tentative: boolean;
  /** A staff member's private appointment: who it is with. */
  client: string | null;
  /** A staff member's group session: how many places are taken. */
  booked: number | null;
}

export interface CalendarFeed {
  business: CalendarBusiness;
  owner: 'client' | 'staff';
  /** The language of its person (messaging.person_locale). */
  locale: string;
  /** The client's or the staff member's name. */
  name: string;
  events: CalendarEventRow[];
}

export interface CalendarOptions {
  /** The site's host name, which makes each UID global as the emailed .ics does. */
  host: string;
  now: Date;
  /** The reader's language. */
  words: Words;
}

/** How often a subscribed calendar app should fetch the feed again. */
export const feedRefreshSeconds = 3600;

/** What an event says: a client sees the business and who teaches, staff who comes. */
export function bookingEvent(
  row: CalendarEventRow,
  business: CalendarBusiness,
  owner: 'client' | 'staff',
  words: Words,
): BookingEvent {
  const base = {
    uid: row.uid,
    sequence: row.sequence,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    zone: business.time_zone,
    location: row.location ?? business.address ?? null,
    status: row.tentative ? ('tentative' as const) : ('confirmed' as const),
  };
  if (owner === 'client') {
    return {
      ...base,
      summary: words.formatMessage(
        { id: 'calendar-feed.clientSummary' },
        { service: row.service, business: business.name },
      ),
      description:
        row.staff === null
          ? null
          : words.formatMessage({ id: 'calendar-feed.withStaff' }, { staff: row.staff }),
    };
  }
  const who = row.private
    ? row.client === null
      ? words.formatMessage({ id: 'calendar-feed.noClientYet' })
      : words.formatMessage({ id: 'calendar-feed.withClient' }, { client: row.client })
    : words.formatMessage({ id: 'calendar-feed.booked' }, { count: row.booked ?? 0 });
  return { ...base, summary: row.service, description: who };
}

/** A subscription feed: every event of the person, in the business's zone. */
export function feedCalendar(feed: CalendarFeed, options: CalendarOptions): string {
  const calendar = bookingCalendar({
    product: 'calendar-feed',
    method: ICalCalendarMethod.PUBLISH,
    language: options.words.locale,
    name:
      feed.owner === 'client'
        ? options.words.formatMessage(
            { id: 'calendar-feed.clientFeedName' },
            { business: feed.business.name, name: feed.name },
          )
        : options.words.formatMessage(
            { id: 'calendar-feed.staffFeedName' },
            { business: feed.business.name, name: feed.name },
          ),
    ttlSeconds: feedRefreshSeconds,
  });
  calendar.x([['X-WR-TIMEZONE', feed.business.time_zone]]);
  for (const row of feed.events) {
    addBookingEvent(calendar, bookingEvent(row, feed.business, feed.owner, options.words), options);
  }
  return calendar.toString();
}

/** One booking's event, to download: the caller's place, or a booking of their business. */
export function singleEventCalendar(
  business: CalendarBusiness,
  row: CalendarEventRow,
  owner: 'client' | 'staff',
  options: CalendarOptions,
): string {
  const calendar = bookingCalendar({
    product: 'add-to-calendar',
    method: ICalCalendarMethod.PUBLISH,
    language: options.words.locale,
  });
  addBookingEvent(calendar, bookingEvent(row, business, owner, options.words), options);
  return calendar.toString();
}

/** A file name of plain ASCII letters, digits and dashes (Content-Disposition). */
export function calendarFilename(...words: string[]): string {
  const name = words
    .join(' ')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${name || 'calendar'}.ics`;
}
