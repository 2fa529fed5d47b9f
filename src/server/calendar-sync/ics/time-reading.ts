import ICAL from 'ical.js';
import { instantOf, isKnownZone, wallOf } from './zone-clock.ts';

// How the times of one iCalendar object become instants. A DATE-TIME is UTC (`Z`), in a zone
// (TZID), or floating; a DATE is a whole day. Zone names that Intl knows (the IANA names every
// CalDAV server we know of writes) are read with Intl, which is current where an object's own
// VTIMEZONE may be out of date; other names (Outlook's "W. European Standard Time") with the
// object's VTIMEZONE; an unknown name without one, floating times and days in the zone of the
// read, the business's (issue 37: all-day events block in the staff member's time zone).

const dayMs = 86_400_000;

/**
 * ical.js expands a VTIMEZONE's rules from their start (often 1601) on first use, a large part
 * of a second: each definition is made once and kept, bounded, across objects and reads.
 */
const definedZones = new Map<string, ICAL.Timezone>();
const maxDefinedZones = 200;

function definedZone(vtimezone: ICAL.Component): ICAL.Timezone {
  const text = vtimezone.toString();
  let timezone = definedZones.get(text);
  if (timezone === undefined) {
    if (definedZones.size >= maxDefinedZones) definedZones.clear();
    timezone = new ICAL.Timezone({ component: vtimezone });
    definedZones.set(text, timezone);
  }
  return timezone;
}

/** Where a time is read: a zone Intl knows, a VTIMEZONE, or UTC. */
export type Clock =
  { kind: 'zone'; zone: string } | { kind: 'vtimezone'; timezone: ICAL.Timezone } | { kind: 'utc' };

/** A time's wall-clock fields as ms (read as UTC), its clock, and whether it is a whole day. */
export interface WallTime {
  wall: number;
  clock: Clock;
  isDate: boolean;
}

export const wallMsOf = (time: ICAL.Time): number =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** An ical.js time with the wall-clock fields of `wall`. */
function fieldsOf(wall: number, zone?: ICAL.Timezone): ICAL.Time {
  const fields = new Date(wall);
  return ICAL.Time.fromData(
    {
      year: fields.getUTCFullYear(),
      month: fields.getUTCMonth() + 1,
      day: fields.getUTCDate(),
      hour: fields.getUTCHours(),
      minute: fields.getUTCMinutes(),
      second: fields.getUTCSeconds(),
    },
    zone,
  );
}

export function toInstant(time: WallTime): number {
  const { clock, wall } = time;
  if (clock.kind === 'utc') return wall;
  if (clock.kind === 'zone') return instantOf(wall, clock.zone);
  const local = fieldsOf(wall);
  return wall - clock.timezone.utcOffset(local) * 1000;
}

/** The wall-clock time of the instant on the clock (to read a UTC UNTIL in an event's zone). */
export function toWall(instant: number, clock: Clock): number {
  if (clock.kind === 'utc') return instant;
  if (clock.kind === 'zone') return wallOf(instant, clock.zone);
  return wallMsOf(fieldsOf(instant, ICAL.Timezone.utcTimezone).convertToZone(clock.timezone));
}

/** Reads the times of one object: its VTIMEZONEs, and the zone of the read for the rest. */
export function timeReader(root: ICAL.Component, readZone: string) {
  const vtimezones = new Map<string, ICAL.Component>();
  for (const component of root.getAllSubcomponents('vtimezone')) {
    const tzid = component.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') vtimezones.set(tzid, component);
  }
  const clocks = new Map<string, Clock>();
  const readClock: Clock = { kind: 'zone', zone: readZone };

  const clockOf = (tzid: string): Clock => {
    let clock = clocks.get(tzid);
    if (clock === undefined) {
      const vtimezone = vtimezones.get(tzid);
      if (isKnownZone(tzid)) clock = { kind: 'zone', zone: tzid };
      else if (vtimezone !== undefined)
        clock = { kind: 'vtimezone', timezone: definedZone(vtimezone) };
      else clock = readClock;
      clocks.set(tzid, clock);
    }
    return clock;
  };

  /** A time value with the TZID of its property; days are on the read's clock. */
  const wallTime = (time: ICAL.Time, tzid: unknown): WallTime => {
    const wall = wallMsOf(time);
    if (time.isDate) return { wall, clock: readClock, isDate: true };
    if (time.zone?.tzid === 'UTC') return { wall, clock: { kind: 'utc' }, isDate: false };
    return { wall, clock: typeof tzid === 'string' ? clockOf(tzid) : readClock, isDate: false };
  };

  /** The property's first time, or null when it has none. */
  const propertyTime = (component: ICAL.Component, name: string): WallTime | null => {
    const property = component.getFirstProperty(name);
    const value = property?.getFirstValue();
    return value instanceof ICAL.Time ? wallTime(value, property?.getParameter('tzid')) : null;
  };

  return { wallTime, propertyTime, readClock };
}

export type TimeReader = ReturnType<typeof timeReader>;

/** How long an instance lasts: whole days on its wall clock, then exact ms. */
export interface Length {
  days: number;
  ms: number;
}

/** A component's length (RFC 5545 3.6.1: DTEND, else DURATION, else a day or nothing). */
export function lengthOf(component: ICAL.Component, start: WallTime, reader: TimeReader): Length {
  const end = reader.propertyTime(component, 'dtend');
  if (end !== null) {
    if (start.isDate)
      return { days: Math.max(0, Math.round((end.wall - start.wall) / dayMs)), ms: 0 };
    return { days: 0, ms: Math.max(0, toInstant(end) - toInstant(start)) };
  }
  const duration = component.getFirstPropertyValue('duration');
  if (duration instanceof ICAL.Duration && !duration.isNegative) {
    return {
      days: duration.weeks * 7 + duration.days,
      ms: ((duration.hours * 60 + duration.minutes) * 60 + duration.seconds) * 1000,
    };
  }
  return { days: start.isDate ? 1 : 0, ms: 0 };
}

/** The instants an instance starting at `start` covers. */
export function spanOf(start: WallTime, length: Length): { start: number; end: number } {
  const from = toInstant(start);
  const end =
    length.days === 0
      ? from + length.ms
      : toInstant({ ...start, wall: start.wall + length.days * dayMs }) + length.ms;
  return { start: from, end: Math.max(from, end) };
}
