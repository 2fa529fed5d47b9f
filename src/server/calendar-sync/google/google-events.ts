import type { calendar_v3 } from '@googleapis/calendar';
import type { BookingEvent, RemoteBusyEvent } from '../calendar-account.ts';
import { dayStart } from '../oauth/zoned-time.ts';

// Google Calendar's events as busy times, and bookings as Google events (the shapes at
// https://developers.google.com/calendar/api/v3/reference/events).

const base32hex = '0123456789abcdefghijklmnopqrstuv';

/** The private extended property our events carry the booking's UID in. */
const bookingUidProperty = 'bookingUid';

/**
 * The event id a booking's event is inserted with, chosen by us from its UID: Google takes
 * client-chosen ids of base32hex characters (a–v, 0–9), and refuses a second insert of one
 * with 409, so a retried insert can never make a second event.
 */
export function googleEventId(uid: string): string {
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of Buffer.from(uid, 'utf8')) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += base32hex[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) id += base32hex[(value << (5 - bits)) & 31];
  return id;
}

/** An instance's busy range, or null when it does not make anyone busy. */
function busyOf(event: calendar_v3.Schema$Event, zone: string) {
  if (event.status === 'cancelled' || event.transparency === 'transparent') return null;
  const { start, end } = event;
  if (start?.date && end?.date)
    return { start: dayStart(start.date, zone), end: dayStart(end.date, zone) };
  if (start?.dateTime && end?.dateTime) {
    return {
      start: new Date(start.dateTime).toISOString(),
      end: new Date(end.dateTime).toISOString(),
    };
  }
  return null;
}

/**
 * The events of an `events.list` with `singleEvents` (each instance of a recurring event
 * listed, exceptions applied), gathered back into one busy event per series: its instances
 * that block. Free (transparent) and cancelled instances block nothing; all-day instances block
 * their days in `zone`. A series with no blocking instance is still listed, empty.
 */
export function googleBusyEvents(
  items: calendar_v3.Schema$Event[],
  zone: string,
): RemoteBusyEvent[] {
  const events = new Map<string, RemoteBusyEvent>();
  for (const item of items) {
    const remoteId = item.recurringEventId ?? item.id;
    if (!remoteId) continue;
    let event = events.get(remoteId);
    if (event === undefined) {
      // Ours carry the booking's UID in a private property (Google makes their iCalUID).
      const uid = item.extendedProperties?.private?.[bookingUidProperty] ?? item.iCalUID ?? null;
      event = { remoteId, uid, title: item.summary ?? null, busy: [] };
      events.set(remoteId, event);
    }
    const busy = busyOf(item, zone);
    if (busy !== null && busy.end > busy.start) event.busy.push(busy);
  }
  return [...events.values()];
}

/**
 * A booking as the Google event written for it: its id derived from the booking's UID, which it
 * also carries as a private extended property. Not as its iCalUID: Google asks for only one of
 * id and iCalUID at creation, and makes the iCalUID from the id.
 */
export function googleEventOf(event: BookingEvent): calendar_v3.Schema$Event {
  return {
    id: googleEventId(event.uid),
    extendedProperties: { private: { [bookingUidProperty]: event.uid } },
    status: 'confirmed',
    summary: event.summary,
    description: `${event.description}\n\n${event.url}`.trim(),
    source: { title: event.summary, url: event.url },
    start: { dateTime: event.start, timeZone: event.timeZone },
    end: { dateTime: event.end, timeZone: event.timeZone },
    transparency: 'opaque',
  };
}
