import ICAL from 'ical.js';
import type { ReadWindow } from '../calendar-account.ts';
import {
  lengthOf,
  spanOf,
  toInstant,
  toWall,
  wallMsOf,
  type TimeReader,
  type WallTime,
} from './time-reading.ts';

// The occurrences of a recurring event (RFC 5545 3.8.5): its RRULEs expanded from DTSTART on
// the event's own wall clock (a weekly 10:00 stays at 10:00 across a change of daylight saving
// time), with its RDATEs added and its EXDATEs taken away. ical.js expands the rules; it is
// handed the wall-clock fields as if they were UTC, so that its arithmetic never meets a zone,
// and every occurrence is then read on the event's clock (time-reading.ts).

/** A span of busy time, in ms since the epoch. */
export interface Instance {
  start: number;
  end: number;
}

/** An occurrence, and the instant of its start that a RECURRENCE-ID or EXDATE names it by. */
export interface Occurrence extends Instance {
  key: number;
}

/**
 * A rule without an end (FREQ=MINUTELY since 2010) is expanded this far at most: a bound on
 * the work one event may ask for; real calendars' rules stay far below it.
 */
const maxOccurrencesPerRule = 100_000;
/** A wall clock is at most this far from UTC (UTC+14, UTC-12), with a margin. */
const widestOffsetMs = 15 * 3_600_000;

const floatingTime = (wall: number, isDate: boolean) => {
  const fields = new Date(wall);
  return ICAL.Time.fromData(
    {
      year: fields.getUTCFullYear(),
      month: fields.getUTCMonth() + 1,
      day: fields.getUTCDate(),
      hour: isDate ? 0 : fields.getUTCHours(),
      minute: isDate ? 0 : fields.getUTCMinutes(),
      second: isDate ? 0 : fields.getUTCSeconds(),
      isDate,
    },
    ICAL.Timezone.utcTimezone,
  );
};

/** The rule with its UNTIL moved onto the event's wall clock (a UTC UNTIL is usual). */
function onWallClock(rule: ICAL.Recur, start: WallTime, reader: TimeReader): ICAL.Recur {
  const copy = rule.clone();
  if (rule.until !== null && rule.until !== undefined) {
    const until = reader.wallTime(rule.until, undefined);
    const wall = until.isDate ? until.wall : toWall(toInstant(until), start.clock);
    copy.until = floatingTime(wall, start.isDate);
  }
  return copy;
}

/** The wall-clock starts of the rule's occurrences that may reach into the window. */
function* ruleStarts(rule: ICAL.Recur, start: WallTime, lastWall: number): Generator<number> {
  const iterator = rule.iterator(floatingTime(start.wall, start.isDate));
  for (let count = 0; count < maxOccurrencesPerRule; count += 1) {
    const next = iterator.next();
    if (next === null || next === undefined) return;
    const wall = wallMsOf(next);
    if (wall > lastWall) return;
    yield wall;
  }
}

/** Each time value of the properties named, on its own clock. */
function* timesOf(master: ICAL.Component, name: string, reader: TimeReader): Generator<WallTime> {
  for (const property of master.getAllProperties(name)) {
    const tzid = property.getParameter('tzid');
    for (const value of property.getValues()) {
      if (value instanceof ICAL.Time) yield reader.wallTime(value, tzid);
      // An RDATE may be a PERIOD; its start is the occurrence (lengths stay the event's).
      else if (value instanceof ICAL.Period) yield reader.wallTime(value.start, tzid);
    }
  }
}

/** The master's occurrences that may overlap the window, each once. */
export function occurrencesOf(
  master: ICAL.Component,
  reader: TimeReader,
  window: ReadWindow,
): Occurrence[] {
  const start = reader.propertyTime(master, 'dtstart');
  if (start === null) return [];
  const length = lengthOf(master, start, reader);
  const lastWall = window.to.getTime() + widestOffsetMs;
  const from = window.from.getTime();

  const starts: WallTime[] = [start];
  for (const property of master.getAllProperties('rrule')) {
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) continue;
    for (const wall of ruleStarts(onWallClock(rule, start, reader), start, lastWall)) {
      starts.push({ ...start, wall });
    }
  }
  starts.push(...timesOf(master, 'rdate', reader));
  const excluded = new Set([...timesOf(master, 'exdate', reader)].map(toInstant));

  const occurrences = new Map<number, Occurrence>();
  for (const time of starts) {
    const key = toInstant(time);
    if (excluded.has(key) || occurrences.has(key)) continue;
    const span = spanOf(time, length);
    if (span.end > from && span.start < window.to.getTime()) occurrences.set(key, { key, ...span });
  }
  return [...occurrences.values()];
}
