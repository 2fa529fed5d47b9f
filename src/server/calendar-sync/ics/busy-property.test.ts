// Longer than most: the generator, the renderer and the independent computation belong together.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { busyOfObject } from './busy-of-object.ts';

// The reading of recurring events checked against an independent computation: structured
// events (a zone or floating or UTC or all-day, a daily or weekly rule with COUNT or UNTIL,
// EXDATEs, overrides that move, cancel or free an occurrence) are rendered to iCalendar by hand
// and their busy time computed here by plain date arithmetic, each wall-clock time converted
// by searching the quarter hours around it (not the reader's method).

const minute = 60_000;
const day = 1440 * minute;
const year = Date.UTC(2026, 0, 1);
const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata'];
/** The days of 2026 (from 0) on which those zones change their clocks. */
const changeDays = [66, 87, 94, 276, 297, 304];

const swedish = new Map(
  zones.map((zone) => [
    zone,
    new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' }),
  ]),
);

/** The zone's wall clock at an instant, read from a formatter unlike the reader's. */
function wallAt(instant: number, zone: string): number {
  const text = swedish.get(zone)?.format(instant) ?? '';
  const [date = '', time = ''] = text.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s);
}

/** RFC 5545's instant of a wall-clock time: the first that shows it, else the offset before. */
function instantBySearch(wall: number, zone: string): number {
  // From the widest offset down: the earliest instant first.
  for (let quarter = 15 * 4; quarter >= -15 * 4; quarter -= 1) {
    const instant = wall - quarter * 15 * minute;
    if (wallAt(instant, zone) === wall) return instant;
  }
  const before = wall - 26 * 60 * minute;
  return wall - (wallAt(before, zone) - before);
}

type Where =
  { kind: 'zone'; zone: string } | { kind: 'utc' } | { kind: 'floating' } | { kind: 'day' };
type Change =
  { kind: 'move'; shift: number; length: number } | { kind: 'cancel' } | { kind: 'free' };

const structuredEvent = fc.record({
  where: fc.oneof(
    fc.constantFrom(...zones).map((zone): Where => ({ kind: 'zone', zone })),
    fc.constantFrom<Where>({ kind: 'utc' }, { kind: 'floating' }, { kind: 'day' }),
  ),
  // Often on or just before a change of daylight saving time, at the hours clocks change.
  startDay: fc.oneof(
    fc.integer({ min: 0, max: 330 }),
    fc
      .tuple(fc.constantFrom(...changeDays), fc.integer({ min: 0, max: 3 }))
      .map(([d, back]) => d - back),
  ),
  startMinute: fc.oneof(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 60, max: 180 })),
  length: fc.integer({ min: 0, max: 600 }),
  days: fc.integer({ min: 1, max: 3 }),
  useDuration: fc.boolean(),
  transparent: fc.boolean(),
  cancelled: fc.boolean(),
  rule: fc.option(
    fc.record({
      weekly: fc.boolean(),
      interval: fc.integer({ min: 1, max: 3 }),
      count: fc.integer({ min: 1, max: 12 }),
      until: fc.boolean(),
    }),
  ),
  exdates: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { maxLength: 4 }),
  changes: fc.dictionary(
    fc.integer({ min: 0, max: 11 }).map(String),
    fc.oneof(
      fc.record({
        kind: fc.constant('move' as const),
        shift: fc.integer({ min: -600, max: 600 }),
        length: fc.integer({ min: 1, max: 300 }),
      }),
      fc.constantFrom<Change>({ kind: 'cancel' }, { kind: 'free' }),
    ),
    { maxKeys: 3 },
  ),
  window: fc.record({
    zone: fc.constantFrom(...zones),
    fromMinute: fc.integer({ min: 0, max: 340 * 1440 }),
    minutes: fc.integer({ min: 60, max: 90 * 1440 }),
  }),
});
type StructuredEvent = typeof structuredEvent extends fc.Arbitrary<infer T> ? T : never;

const stamp = (wall: number, withTime: boolean) =>
  new Date(wall)
    .toISOString()
    .replace(/[-:]/g, '')
    .slice(0, withTime ? 15 : 8);

function renderTime(name: string, wall: number, where: Where): string {
  if (where.kind === 'day') return `${name};VALUE=DATE:${stamp(wall, false)}`;
  if (where.kind === 'zone') return `${name};TZID=${where.zone}:${stamp(wall, true)}`;
  return `${name}:${stamp(wall, true)}${where.kind === 'utc' ? 'Z' : ''}`;
}

/** The event's occurrences' wall-clock starts, by index. */
function occurrenceWalls(event: StructuredEvent): number[] {
  const first =
    year + event.startDay * day + (event.where.kind === 'day' ? 0 : event.startMinute * minute);
  const step = event.rule === null ? 0 : event.rule.interval * (event.rule.weekly ? 7 : 1) * day;
  return Array.from({ length: event.rule?.count ?? 1 }, (_, index) => first + index * step);
}

function render(event: StructuredEvent): string {
  const walls = occurrenceWalls(event);
  const { where } = event;
  const span = where.kind === 'day' ? event.days * day : event.length * minute;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:e@test',
  ];
  lines.push(renderTime('DTSTART', walls[0] ?? 0, where));
  if (!event.useDuration) lines.push(renderTime('DTEND', (walls[0] ?? 0) + span, where));
  else
    lines.push(where.kind === 'day' ? `DURATION:P${event.days}D` : `DURATION:PT${event.length}M`);
  if (event.rule !== null) {
    const last = walls.at(-1) ?? 0;
    const until =
      where.kind === 'day'
        ? stamp(last, false)
        : where.kind === 'zone'
          ? `${stamp(instantBySearch(last, where.zone), true)}Z`
          : `${stamp(last, true)}${where.kind === 'utc' ? 'Z' : ''}`;
    const end = event.rule.until ? `UNTIL=${until}` : `COUNT=${event.rule.count}`;
    lines.push(
      `RRULE:FREQ=${event.rule.weekly ? 'WEEKLY' : 'DAILY'};INTERVAL=${event.rule.interval};${end}`,
    );
    for (const index of event.exdates)
      if (index < walls.length) lines.push(renderTime('EXDATE', walls[index] ?? 0, where));
  }
  if (event.transparent) lines.push('TRANSP:TRANSPARENT');
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  lines.push('SUMMARY:Busy', 'END:VEVENT');
  for (const [key, change] of Object.entries(event.changes)) {
    const wall = walls[Number(key)];
    if (wall === undefined || event.rule === null) continue;
    const moved =
      change.kind === 'move'
        ? wall + (where.kind === 'day' ? Math.sign(change.shift) * day : change.shift * minute)
        : wall;
    const length =
      change.kind === 'move' ? (where.kind === 'day' ? day : change.length * minute) : span;
    lines.push('BEGIN:VEVENT', 'UID:e@test', renderTime('RECURRENCE-ID', wall, where));
    lines.push(renderTime('DTSTART', moved, where), renderTime('DTEND', moved + length, where));
    if (change.kind === 'cancel') lines.push('STATUS:CANCELLED');
    if (change.kind === 'free') lines.push('TRANSP:TRANSPARENT');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join('\r\n');
}

/** The busy minutes the event should give, as sorted, joined [start, end) pairs. */
function expectedBusy(event: StructuredEvent): [number, number][] {
  const windowZone = event.window.zone;
  const instant = (wall: number) =>
    event.where.kind === 'utc'
      ? wall
      : instantBySearch(wall, event.where.kind === 'zone' ? event.where.zone : windowZone);
  const walls = occurrenceWalls(event);
  const span = event.where.kind === 'day' ? event.days * day : event.length * minute;
  const exact = (wall: number, length: number) =>
    event.where.kind === 'day' || !event.useDuration
      ? instant(wall + length) - instant(wall)
      : length;
  const masterLength = exact(walls[0] ?? 0, span);
  const spans: [number, number][] = [];
  walls.forEach((wall, index) => {
    const change = event.rule === null ? undefined : event.changes[String(index)];
    if (change === undefined) {
      if (event.exdates.includes(index) && event.rule !== null) return;
      if (event.transparent || event.cancelled) return;
      if (event.where.kind === 'day') spans.push([instant(wall), instant(wall + span)]);
      else spans.push([instant(wall), instant(wall) + masterLength]);
    } else if (change.kind === 'move') {
      const moved =
        wall + (event.where.kind === 'day' ? Math.sign(change.shift) * day : change.shift * minute);
      const length = event.where.kind === 'day' ? day : change.length * minute;
      spans.push([instant(moved), instant(moved + length)]);
    }
  });
  const from = year + event.window.fromMinute * minute;
  const to = from + event.window.minutes * minute;
  const joined: [number, number][] = [];
  for (const [start, end] of spans
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0])) {
    const last = joined.at(-1);
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else joined.push([start, end]);
  }
  return joined;
}

describe('busyOfObject against an independent computation', () => {
  test('gives the busy time of generated recurring events', () => {
    fc.assert(
      fc.property(structuredEvent, (event) => {
        const from = new Date(year + event.window.fromMinute * minute);
        const to = new Date(from.getTime() + event.window.minutes * minute);
        const read = busyOfObject(render(event), 'e.ics', {
          from,
          to,
          timeZone: event.window.zone,
        });
        const busy = (read?.busy ?? []).map(({ start, end }) => [
          Date.parse(start),
          Date.parse(end),
        ]);
        expect(busy).toEqual(expectedBusy(event));
      }),
      { numRuns: 400 },
    );
  });
});
