import ICAL from 'ical.js';
import { zonedInstant } from '../oauth/zoned-time.ts';

// The stand-ins expand recurring events as Google's singleEvents and Microsoft's calendarView
// do: each instance inside the window, its EXDATEs left out. A timed series repeats at the same
// wall-clock time in its zone (across clock changes); an all-day one on dates.

/** An event as the stand-ins keep it (calendars.stand_in_events). */
export interface StoredEvent {
  id: string;
  uid: string;
  transaction_id: string | null;
  title: string | null;
  description: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  /** `YYYY-MM-DD`, the end exclusive. */
  start_date: string | null;
  end_date: string | null;
  time_zone: string | null;
  rrule: string | null;
  exdates: Date[];
  free: boolean;
  /** Google's private extended properties. */
  properties: { bookingUid?: string };
  cancelled: boolean;
  version: number;
  updated_at: Date;
}

/** One occurrence: instants for a timed event, dates for an all-day one. */
export interface Instance {
  /** The instance's own id: the event's, or `<event id>_<start>` for a series. */
  id: string;
  /** When it starts in the series' own terms (Google's originalStartTime), as the id says. */
  stamp: string | null;
  start: Date | string;
  end: Date | string;
}

/** Most instances one series gives, as a guard against an endless rule. */
const maxInstances = 2000;

const stampOf = (time: Date | string) =>
  typeof time === 'string'
    ? time.replaceAll('-', '')
    : `${time.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const dayMs = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** The wall-clock time of an instant in a zone, as `YYYY-MM-DDTHH:mm:ss`. */
function wallClock(instant: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(instant);
  return text.replace(' ', 'T');
}

/** Whether an instance overlaps [from, to): all-day dates are taken as UTC days here. */
function overlaps(instance: Instance, from: Date, to: Date): boolean {
  const at = (time: Date | string) =>
    typeof time === 'string' ? Date.parse(`${time}T00:00:00Z`) : time.getTime();
  return at(instance.start) < to.getTime() && at(instance.end) > from.getTime();
}

/** The instances of an event inside [from, to) (a single event: itself, if inside). */
export function instancesOf(event: StoredEvent, from: Date, to: Date): Instance[] {
  const allDay = event.start_date !== null && event.end_date !== null;
  const start = allDay ? (event.start_date as string) : (event.starts_at as Date);
  const end = allDay ? (event.end_date as string) : (event.ends_at as Date);
  if (event.rrule === null) {
    const single = { id: event.id, stamp: null, start, end };
    return overlaps(single, from, to) ? [single] : [];
  }
  const excluded = new Set(event.exdates.map((date) => date.getTime()));
  const zone = event.time_zone ?? 'UTC';
  const first = allDay
    ? ICAL.Time.fromDateString(start as string)
    : ICAL.Time.fromDateTimeString(wallClock(start as Date, zone));
  const lengthMs = allDay
    ? Date.parse(`${end as string}T00:00:00Z`) - Date.parse(`${start as string}T00:00:00Z`)
    : (end as Date).getTime() - (start as Date).getTime();
  const iterator = ICAL.Recur.fromString(event.rrule).iterator(first);
  const found: Instance[] = [];
  for (
    let count = 0, next = iterator.next();
    next && count < maxInstances;
    count += 1, next = iterator.next()
  ) {
    const instance: Instance = allDay
      ? (() => {
          const date = next.toString().slice(0, 10);
          return {
            id: '',
            stamp: null,
            start: date,
            end: addDays(date, Math.round(lengthMs / dayMs)),
          };
        })()
      : (() => {
          const at = zonedInstant(next.toString(), zone);
          return { id: '', stamp: null, start: at, end: new Date(at.getTime() + lengthMs) };
        })();
    const startMs =
      typeof instance.start === 'string'
        ? Date.parse(`${instance.start}T00:00:00Z`)
        : instance.start.getTime();
    if (startMs >= to.getTime()) break;
    if (excluded.has(startMs) || !overlaps(instance, from, to)) continue;
    const stamp = stampOf(instance.start);
    found.push({ ...instance, id: `${event.id}_${stamp}`, stamp });
  }
  return found;
}
