import { describe, expect, test } from 'vitest';
import { busyOfObject } from './busy-of-object.ts';

// The cases the generated events of busy-property.test.ts do not make: zones only a VTIMEZONE
// names, RDATEs, events crossing the window's edges, what is not an event at all.

const window = {
  from: new Date('2026-03-01T00:00:00Z'),
  to: new Date('2026-04-30T00:00:00Z'),
  timeZone: 'Europe/Berlin',
};

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...lines, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'UID:one@test', ...lines, 'END:VEVENT'];
const busyOf = (ics: string) => busyOfObject(ics, '/cal/one.ics', window)?.busy;

describe('busyOfObject', () => {
  test('reads a zone that only its VTIMEZONE names', () => {
    const ics = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event(
        'DTSTART;TZID=W. Europe Standard Time:20260327T090000',
        'DTEND;TZID=W. Europe Standard Time:20260327T100000',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
    );
    expect(busyOf(ics)).toEqual([
      { start: '2026-03-27T08:00:00.000Z', end: '2026-03-27T09:00:00.000Z' },
      { start: '2026-03-28T08:00:00.000Z', end: '2026-03-28T09:00:00.000Z' },
      { start: '2026-03-29T07:00:00.000Z', end: '2026-03-29T08:00:00.000Z' },
    ]);
  });

  test('adds RDATEs, periods among them, with the event’s length', () => {
    const ics = calendar(
      ...event(
        'DTSTART:20260302T120000Z',
        'DURATION:PT30M',
        'RDATE:20260303T120000Z,20260304T080000Z',
        'RDATE;VALUE=PERIOD:20260305T100000Z/PT1H',
      ),
    );
    expect(busyOf(ics)).toEqual([
      { start: '2026-03-02T12:00:00.000Z', end: '2026-03-02T12:30:00.000Z' },
      { start: '2026-03-03T12:00:00.000Z', end: '2026-03-03T12:30:00.000Z' },
      { start: '2026-03-04T08:00:00.000Z', end: '2026-03-04T08:30:00.000Z' },
      { start: '2026-03-05T10:00:00.000Z', end: '2026-03-05T10:30:00.000Z' },
    ]);
  });

  test('blocks an all-day event as the local days of the zone, across a change of clocks', () => {
    const ics = calendar(
      ...event('DTSTART;VALUE=DATE:20260328', 'DTEND;VALUE=DATE:20260330', 'SUMMARY:Away'),
    );
    expect(busyOfObject(ics, 'a', window)).toEqual({
      remoteId: 'a',
      uid: 'one@test',
      title: 'Away',
      busy: [{ start: '2026-03-27T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' }],
    });
  });

  test('clips to the window and joins overlapping instances', () => {
    const ics = calendar(
      ...event('DTSTART:20260228T200000Z', 'DTEND:20260301T020000Z', 'RRULE:FREQ=HOURLY;COUNT=3'),
    );
    expect(busyOf(ics)).toEqual([
      { start: '2026-03-01T00:00:00.000Z', end: '2026-03-01T04:00:00.000Z' },
    ]);
  });

  test('lists an event without instances in the window, so that it replaces what was kept', () => {
    const ics = calendar(...event('DTSTART:20250101T100000Z', 'DTEND:20250101T110000Z'));
    expect(busyOf(ics)).toEqual([]);
  });

  test('keeps an override of a cancelled series, and drops a cancelled one of a busy series', () => {
    const series = (status: string, overrideStatus: string) =>
      calendar(
        ...event('DTSTART:20260302T100000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY;COUNT=2', status),
        ...event(
          'RECURRENCE-ID:20260303T100000Z',
          'DTSTART:20260303T140000Z',
          'DURATION:PT1H',
          overrideStatus,
        ),
      );
    expect(busyOf(series('STATUS:CANCELLED', 'STATUS:CONFIRMED'))).toEqual([
      { start: '2026-03-03T14:00:00.000Z', end: '2026-03-03T15:00:00.000Z' },
    ]);
    expect(busyOf(series('STATUS:CONFIRMED', 'STATUS:CANCELLED'))).toEqual([
      { start: '2026-03-02T10:00:00.000Z', end: '2026-03-02T11:00:00.000Z' },
    ]);
  });

  test('answers null for what holds no event, or is not iCalendar', () => {
    expect(busyOfObject(calendar('BEGIN:VTODO', 'UID:t', 'END:VTODO'), 't', window)).toBeNull();
    expect(busyOfObject('not a calendar', 'x', window)).toBeNull();
  });

  test('keeps titles and UIDs within what the database holds', () => {
    const ics = calendar(...event('DTSTART:20260302T100000Z', `SUMMARY:${'x'.repeat(900)}`));
    expect(busyOfObject(ics, 'x', window)?.title).toHaveLength(500);
  });
});
