import ICAL from 'ical.js';
import type { BusyInterval, ReadWindow, RemoteBusyEvent } from '../calendar-account.ts';
import { occurrencesOf, type Instance } from './occurrences.ts';
import { lengthOf, spanOf, timeReader, toInstant, type TimeReader } from './time-reading.ts';

// One calendar object (a CalDAV resource: an event with its overrides, RFC 4791 4.1) reduced to
// the instants it makes its owner busy within a read's window. Recurrences are expanded on the
// event's wall clock, as RFC 5545 defines them; an override (RECURRENCE-ID) replaces the
// occurrence it names with its own times, status and transparency. What does not block: free
// (TRANSP:TRANSPARENT) and cancelled instances. Issue 37, point 2.

/** The lengths the database keeps (db/migrations/0350_calendar_sync.sql). */
const maxTitle = 500;
const maxUid = 1000;

const text = (component: ICAL.Component, name: string): string | null => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : null;
};

/** Whether a component's own instances make its owner busy. */
const blocks = (component: ICAL.Component) =>
  text(component, 'status')?.toUpperCase() !== 'CANCELLED' &&
  text(component, 'transp')?.toUpperCase() !== 'TRANSPARENT';

/** The one instance an override is: its own start and length. */
function overrideInstance(component: ICAL.Component, reader: TimeReader): Instance | null {
  const start = reader.propertyTime(component, 'dtstart');
  return start === null ? null : spanOf(start, lengthOf(component, start, reader));
}

/** The sorted, joined intervals within [from, to). */
function clipped(instances: Instance[], window: ReadWindow): BusyInterval[] {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const inside = instances
    .map(({ start, end }) => ({ start: Math.max(start, from), end: Math.min(end, to) }))
    .filter(({ start, end }) => start < end)
    .sort((a, b) => a.start - b.start);
  const joined: Instance[] = [];
  for (const instance of inside) {
    const last = joined.at(-1);
    if (last !== undefined && instance.start <= last.end)
      last.end = Math.max(last.end, instance.end);
    else joined.push({ ...instance });
  }
  return joined.map(({ start, end }) => ({
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
  }));
}

/**
 * The busy time of one object, or null when it holds no event (a task, a journal entry) or is
 * not iCalendar: one malformed object must not stop the calendar's other events being read.
 */
export function busyOfObject(
  ics: string,
  remoteId: string,
  window: ReadWindow,
): RemoteBusyEvent | null {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  } catch {
    return null;
  }
  const events = root.getAllSubcomponents('vevent');
  const [first] = events;
  if (first === undefined) return null;
  const reader = timeReader(root, window.timeZone);
  const master = events.find((event) => !event.hasProperty('recurrence-id'));
  const overrides = events.filter((event) => event.hasProperty('recurrence-id'));

  const replaced = new Set<number>();
  const instances: Instance[] = [];
  for (const override of overrides) {
    const id = reader.propertyTime(override, 'recurrence-id');
    if (id !== null) replaced.add(toInstant(id));
    const instance = blocks(override) ? overrideInstance(override, reader) : null;
    if (instance !== null) instances.push(instance);
  }
  if (master !== undefined && blocks(master)) {
    for (const occurrence of occurrencesOf(master, reader, window)) {
      if (!replaced.has(occurrence.key)) instances.push(occurrence);
    }
  }
  const owner = master ?? first;
  return {
    remoteId,
    uid: text(owner, 'uid')?.slice(0, maxUid) ?? null,
    title: text(owner, 'summary')?.slice(0, maxTitle) ?? null,
    busy: clipped(instances, window),
  };
}
