import { describe, expect, it } from 'vitest';
import { addDays, localDate, localDayRange, offsetMinutes, zonedInstant } from './zoned-time';

describe('zoned time', () => {
  it('knows the offset on each side of a clock change', () => {
    expect(offsetMinutes('Europe/London', new Date('2026-03-29T00:30:00Z'))).toBe(0);
    expect(offsetMinutes('Europe/London', new Date('2026-03-29T01:30:00Z'))).toBe(60);
    expect(offsetMinutes('America/New_York', new Date('2026-11-01T12:00:00Z'))).toBe(-300);
    expect(offsetMinutes('Australia/Sydney', new Date('2026-10-04T12:00:00Z'))).toBe(660);
  });

  it('gives the local calendar day', () => {
    expect(localDate('America/New_York', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(localDate('Australia/Sydney', new Date('2026-11-22T14:00:00Z'))).toBe('2026-11-23');
  });

  it('turns wall-clock times into instants, across clock changes', () => {
    expect(zonedInstant('Europe/London', '2026-07-01', '09:00').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    // 01:30 does not exist in London on 29 March 2026: it is taken after the change.
    expect(zonedInstant('Europe/London', '2026-03-29', '01:30').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 happens twice in New York on 1 November 2026: the first one.
    expect(zonedInstant('America/New_York', '2026-11-01', '01:30').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('has days of 23 and 25 hours', () => {
    const hours = (zone: string, date: string) => {
      const { from, to } = localDayRange(zone, date);
      return (to.getTime() - from.getTime()) / 3600_000;
    };
    expect(hours('Europe/London', '2026-03-29')).toBe(23);
    expect(hours('America/New_York', '2026-11-01')).toBe(25);
    expect(hours('Australia/Sydney', '2026-10-04')).toBe(23);
    expect(hours('Australia/Sydney', '2026-11-22')).toBe(24);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
