import type { calendar_v3 } from '@googleapis/calendar';
import { zonedInstant } from '../oauth/zoned-time.ts';
import type { Instance, StoredEvent } from './stand-in-instances.ts';
import type { EventFields } from './stand-in-store.ts';

// The Google stand-in's translation between Google's event resource and the stored shape.

/** A request the stand-in refuses as Google would (400 invalid). */
export class InvalidEvent extends Error {
  override name = 'InvalidEvent';
}

/** A Google time as an instant: with its offset, or a wall-clock time in its zone. */
function instantOf(time: calendar_v3.Schema$EventDateTime): Date {
  const text = time.dateTime ?? '';
  const at = /(Z|[+-]\d\d:\d\d)$/.test(text)
    ? new Date(text)
    : zonedInstant(text, time.timeZone ?? 'UTC');
  if (Number.isNaN(at.getTime())) throw new InvalidEvent('Invalid start or end time.');
  return at;
}

/** An EXDATE line's dates: `EXDATE:…Z`, `EXDATE;TZID=zone:…`, `EXDATE;VALUE=DATE:…`. */
function exdatesOf(line: string): Date[] {
  const [head = '', values = ''] = line.split(':');
  const zone = /TZID=([^;:]+)/.exec(head)?.[1] ?? 'UTC';
  return values.split(',').map((value) => {
    const digits = /^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)(Z)?)?$/.exec(value.trim());
    if (digits === null) throw new InvalidEvent(`Invalid EXDATE ${value}.`);
    const [, y, m, d, hh = '00', mm = '00', ss = '00', utc] = digits;
    const local = `${y}-${m}-${d}T${hh}:${mm}:${ss}`;
    return utc === undefined && digits[4] !== undefined
      ? zonedInstant(local, zone)
      : new Date(`${local}Z`);
  });
}

/** A Google event resource as the stored fields (insert and update). */
export function fieldsOfGoogle(body: calendar_v3.Schema$Event): EventFields {
  const { start, end } = body;
  if (!start || !end) throw new InvalidEvent('Missing start or end.');
  const allDay = typeof start.date === 'string' && typeof end.date === 'string';
  const rules = (body.recurrence ?? []).filter((line) => typeof line === 'string');
  const rrule = rules.find((line) => line.startsWith('RRULE:'))?.slice(6) ?? null;
  const bookingUid: unknown = body.extendedProperties?.private?.bookingUid;
  const fields: EventFields = {
    uid: typeof body.iCalUID === 'string' ? body.iCalUID : null,
    transaction_id: null,
    title: typeof body.summary === 'string' ? body.summary : null,
    description: typeof body.description === 'string' ? body.description : null,
    starts_at: allDay ? null : instantOf(start),
    ends_at: allDay ? null : instantOf(end),
    start_date: allDay ? (start.date as string) : null,
    end_date: allDay ? (end.date as string) : null,
    time_zone: allDay ? null : (start.timeZone ?? null),
    rrule,
    exdates: rules.filter((line) => line.startsWith('EXDATE')).flatMap(exdatesOf),
    free: body.transparency === 'transparent',
    // Only the private property this product sets is kept: no object from a request's keys.
    properties: typeof bookingUid === 'string' ? { bookingUid } : {},
  };
  const [from, to] = allDay
    ? [fields.start_date, fields.end_date]
    : [fields.starts_at, fields.ends_at];
  if (from === null || to === null || !(to > from))
    throw new InvalidEvent('The end is not after the start.');
  return fields;
}

const timeOf = (time: Date | string, zone: string | null): calendar_v3.Schema$EventDateTime =>
  typeof time === 'string'
    ? { date: time }
    : {
        dateTime: time.toISOString().replace('.000Z', 'Z'),
        ...(zone === null ? {} : { timeZone: zone }),
      };

/** A stored event (or one instance of it) as Google's event resource. */
export function googleEventResource(
  event: StoredEvent,
  instance?: Instance,
): calendar_v3.Schema$Event {
  const allDay = event.start_date !== null;
  const start =
    instance?.start ?? (allDay ? (event.start_date as string) : (event.starts_at as Date));
  const end = instance?.end ?? (allDay ? (event.end_date as string) : (event.ends_at as Date));
  const series = instance?.stamp != null;
  return {
    kind: 'calendar#event',
    etag: `"${event.version}"`,
    id: instance?.id ?? event.id,
    status: event.cancelled ? 'cancelled' : 'confirmed',
    iCalUID: event.uid,
    ...(event.properties.bookingUid === undefined
      ? {}
      : { extendedProperties: { private: { bookingUid: event.properties.bookingUid } } }),
    summary: event.title ?? undefined,
    description: event.description ?? undefined,
    transparency: event.free ? 'transparent' : 'opaque',
    updated: event.updated_at.toISOString(),
    start: timeOf(start, event.time_zone),
    end: timeOf(end, event.time_zone),
    ...(series
      ? { recurringEventId: event.id, originalStartTime: timeOf(start, event.time_zone) }
      : event.rrule === null
        ? {}
        : { recurrence: [`RRULE:${event.rrule}`] }),
  };
}
