import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { zonedInstant } from '../oauth/zoned-time.ts';
import { InvalidEvent } from './google-shapes.ts';
import type { Instance, StoredEvent } from './stand-in-instances.ts';
import type { EventFields } from './stand-in-store.ts';

// The Microsoft stand-in's translation between Graph's event resource and the stored shape.

interface GraphTime {
  dateTime?: unknown;
  timeZone?: unknown;
}

/** What the stand-in reads of a Graph event it is sent. */
export interface GraphEventInput {
  subject?: unknown;
  body?: { content?: unknown };
  start?: GraphTime;
  end?: GraphTime;
  isAllDay?: unknown;
  showAs?: unknown;
  transactionId?: unknown;
  recurrence?: {
    pattern?: { type?: unknown; interval?: unknown; daysOfWeek?: unknown };
    range?: { type?: unknown; endDate?: unknown; numberOfOccurrences?: unknown };
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const days: Record<string, string> = {
  sunday: 'SU',
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
};

/** Graph's patternedRecurrence as an RRULE (daily and weekly patterns, numbered or dated ends). */
function ruleOf(recurrence: GraphEventInput['recurrence']): string | null {
  if (recurrence == null) return null;
  const type = recurrence.pattern?.type;
  if (type !== 'daily' && type !== 'weekly')
    throw new InvalidEvent('Only daily and weekly patterns.');
  const parts = [`FREQ=${type === 'daily' ? 'DAILY' : 'WEEKLY'}`];
  const interval = Number(recurrence.pattern?.interval ?? 1);
  if (Number.isInteger(interval) && interval > 1) parts.push(`INTERVAL=${interval}`);
  const byDay = Array.isArray(recurrence.pattern?.daysOfWeek)
    ? recurrence.pattern.daysOfWeek.map((day) => days[String(day)]).filter(Boolean)
    : [];
  if (type === 'weekly' && byDay.length > 0) parts.push(`BYDAY=${byDay.join(',')}`);
  const range = recurrence.range;
  if (range?.type === 'numbered')
    parts.push(`COUNT=${Math.max(1, Number(range.numberOfOccurrences) || 1)}`);
  if (
    range?.type === 'endDate' &&
    typeof range.endDate === 'string' &&
    /^\d{4}-\d\d-\d\d$/.test(range.endDate)
  ) {
    parts.push(`UNTIL=${range.endDate.replaceAll('-', '')}T235959Z`);
  }
  return parts.join(';');
}

/** A Graph time: a wall-clock time in its zone (UTC or an IANA name). */
function instantOf(time: GraphTime | undefined): Date {
  const local = text(time?.dateTime);
  if (local === null) throw new InvalidEvent('Missing start or end.');
  const at = zonedInstant(local, text(time?.timeZone) ?? 'UTC');
  if (Number.isNaN(at.getTime())) throw new InvalidEvent('Invalid time.');
  return at;
}

/** A Graph event resource as the stored fields (create and update). */
export function fieldsOfGraph(body: GraphEventInput): EventFields {
  const allDay = body.isAllDay === true;
  const start = instantOf(body.start);
  const end = instantOf(body.end);
  if (!(end > start)) throw new InvalidEvent('The end is not after the start.');
  const date = (at: Date) => at.toISOString().slice(0, 10);
  return {
    uid: null,
    transaction_id: text(body.transactionId),
    title: text(body.subject),
    description: text(body.body?.content),
    starts_at: allDay ? null : start,
    ends_at: allDay ? null : end,
    // All-day events are sent as midnights in their zone; kept as those dates.
    start_date: allDay ? (text(body.start?.dateTime) ?? '').slice(0, 10) || date(start) : null,
    end_date: allDay ? (text(body.end?.dateTime) ?? '').slice(0, 10) || date(end) : null,
    time_zone: allDay ? null : text(body.start?.timeZone),
    rrule: ruleOf(body.recurrence),
    exdates: [],
    free: body.showAs === 'free',
    properties: {},
  };
}

const graphTime = (time: Date | string) => ({
  dateTime:
    typeof time === 'string'
      ? `${time}T00:00:00.0000000`
      : `${time.toISOString().slice(0, 19)}.0000000`,
  timeZone: 'UTC',
});

/** A stored event (or an occurrence of it) as Graph's event resource, in UTC. */
export function graphEventResource(event: StoredEvent, instance?: Instance) {
  const allDay = event.start_date !== null;
  const occurrence = instance?.stamp != null;
  return {
    '@odata.etag': `W/"${event.version}"`,
    id: instance?.id ?? event.id,
    iCalUId: event.uid,
    transactionId: event.transaction_id,
    subject: event.title,
    body: { contentType: 'text', content: event.description ?? '' },
    isAllDay: allDay,
    isCancelled: event.cancelled,
    showAs: event.free ? 'free' : 'busy',
    type: occurrence ? 'occurrence' : event.rrule === null ? 'singleInstance' : 'seriesMaster',
    seriesMasterId: occurrence ? event.id : null,
    start: graphTime(
      instance?.start ?? (allDay ? (event.start_date as string) : (event.starts_at as Date)),
    ),
    end: graphTime(
      instance?.end ?? (allDay ? (event.end_date as string) : (event.ends_at as Date)),
    ),
    lastModifiedDateTime: event.updated_at.toISOString(),
  };
}

/** Graph's error shape (https://learn.microsoft.com/graph/errors). */
export const graphError = (
  c: Context,
  status: 400 | 401 | 403 | 404,
  code: string,
  message: string,
) =>
  c.json(
    {
      error: {
        code,
        message,
        innerError: { date: new Date().toISOString(), 'request-id': randomUUID() },
      },
    },
    status,
  );
