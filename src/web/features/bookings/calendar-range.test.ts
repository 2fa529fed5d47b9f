import { describe, expect, it } from 'vitest';
import { isoWeekday } from '@shared/weekdays.ts';
import { byLocalDay, calendarRange, listRange, stepDate } from './calendar-range';

describe('calendar ranges in the business time zone', () => {
  it("starts weeks on the reader's first day", () => {
    expect(calendarRange('week', '2026-03-29', 'UTC', 7).days[0]).toBe('2026-03-29');
    expect(calendarRange('week', '2026-03-27', 'UTC', 6).days[0]).toBe('2026-03-21');
    expect(calendarRange('month', '2026-02-14', 'UTC', 7).days[0]).toBe('2026-02-01');
  });

  it('starts weeks on Monday where the reader does', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    const week = calendarRange('week', '2026-03-29', 'Europe/London', 1);
    expect(week.days).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    // The clocks go forward on the last day: the week is an hour short of 7 × 24 hours.
    expect(week.from.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('covers a month in whole weeks', () => {
    const month = calendarRange('month', '2026-02-14', 'America/New_York', 1);
    expect(month.days[0]).toBe('2026-01-26');
    expect(month.days.at(-1)).toBe('2026-03-01');
    expect(month.days).toHaveLength(35);
    expect(month.from.toISOString()).toBe('2026-01-26T05:00:00.000Z');
    const december = calendarRange('month', '2026-12-31', 'UTC', 1);
    expect(december.days[0]).toBe('2026-11-30');
    expect(december.days.at(-1)).toBe('2027-01-03');
  });

  it('gives a day of 25 hours when the clocks go back', () => {
    const day = calendarRange('day', '2026-10-25', 'Europe/London', 1);
    expect(day.to.getTime() - day.from.getTime()).toBe(25 * 3600_000);
  });

  it('steps by day, week and month, clamping to the month end', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('week', '2026-01-03', -1)).toBe('2025-12-27');
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDate('month', '2026-03-31', -1)).toBe('2026-02-28');
  });

  it('groups sessions by the local day they start on', () => {
    const groups = byLocalDay(
      [{ starts_at: '2026-06-01T23:30:00Z' }, { starts_at: '2026-06-01T22:30:00Z' }],
      'Europe/London',
    );
    expect([...groups.keys()]).toEqual(['2026-06-02', '2026-06-01']);
  });

  it('turns the list range into instants, the last day included', () => {
    const range = listRange('Australia/Sydney', '2026-04-05', '2026-04-05');
    expect(range.from?.toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(listRange('UTC', undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
