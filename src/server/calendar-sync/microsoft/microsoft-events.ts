import type { BookingEvent, RemoteBusyEvent } from '../calendar-account.ts';
import { dayStart } from '../oauth/zoned-time.ts';

// Microsoft Graph's events as busy times, and bookings as Graph events (the shapes at
// https://learn.microsoft.com/graph/api/resources/event).

/** Graph's date and time with its zone (dateTimeTimeZone). */
export interface GraphDateTime {
  dateTime: string;
  timeZone?: string;
}

/** The fields of a Graph event this product reads. */
export interface GraphEvent {
  id: string;
  iCalUId?: string | null;
  transactionId?: string | null;
  subject?: string | null;
  isAllDay?: boolean;
  isCancelled?: boolean;
  showAs?: string;
  seriesMasterId?: string | null;
  start: GraphDateTime;
  end: GraphDateTime;
}

/** What calendarView is asked for. */
export const graphEventFields =
  'id,iCalUId,transactionId,subject,isAllDay,isCancelled,showAs,seriesMasterId,start,end';

/** A Graph time read with `Prefer: outlook.timezone="UTC"` (no offset, seven decimals). */
const utcInstant = (time: GraphDateTime) =>
  new Date(`${time.dateTime.slice(0, 23).replace(/Z$/, '')}Z`).toISOString();

/**
 * The events of a calendarView (occurrences of a series listed one by one, exceptions applied),
 * gathered back into one busy event per series. Free ones (showAs free) and cancelled ones
 * block nothing; all-day ones block their days in `zone`. Events this server wrote are known by
 * their transactionId, which is the booking's UID (Graph makes its own iCalUId).
 */
export function microsoftBusyEvents(items: GraphEvent[], zone: string): RemoteBusyEvent[] {
  const events = new Map<string, RemoteBusyEvent>();
  for (const item of items) {
    const remoteId = item.seriesMasterId ?? item.id;
    let event = events.get(remoteId);
    if (event === undefined) {
      const uid = item.transactionId ?? item.iCalUId ?? null;
      event = { remoteId, uid, title: item.subject ?? null, busy: [] };
      events.set(remoteId, event);
    }
    if (item.isCancelled === true || item.showAs === 'free') continue;
    const busy = item.isAllDay
      ? { start: dayStart(item.start.dateTime, zone), end: dayStart(item.end.dateTime, zone) }
      : { start: utcInstant(item.start), end: utcInstant(item.end) };
    if (busy.end > busy.start) event.busy.push(busy);
  }
  return [...events.values()];
}

/** A Graph time in UTC, as Graph writes it. */
const graphUtc = (instant: string): GraphDateTime => ({
  dateTime: new Date(instant).toISOString().slice(0, 23),
  timeZone: 'UTC',
});

/**
 * A booking as the Graph event written for it. Its transactionId is the booking's UID: Graph
 * answers a repeated POST with the same transactionId with the event the first one made.
 */
export function microsoftEventOf(event: BookingEvent) {
  return {
    transactionId: event.uid,
    subject: event.summary,
    body: { contentType: 'text', content: `${event.description}\n\n${event.url}`.trim() },
    start: graphUtc(event.start),
    end: graphUtc(event.end),
    showAs: 'busy',
    isReminderOn: false,
  };
}
