import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  firstWeekday,
  hoursProblems,
  parseTimeRange,
  shortTime,
  weekdayName,
  weeklyTotalHours,
  weekOrder,
} from './weekly-hours';

const en = wordsIn('en');

const span = (weekday: number, starts_at: string, ends_at: string) => ({
  weekday,
  starts_at,
  ends_at,
});

describe('hoursProblems', () => {
  it('accepts touching spans and the same times on different days', () => {
    const week = [span(1, '09:00', '12:00'), span(1, '12:00', '17:00'), span(2, '09:00', '12:00')];
    expect(hoursProblems(week, en).size).toBe(0);
    expect(hoursProblems([span(3, '09:00:00', '17:30:00')], en).size).toBe(0);
  });

  it('names the span that overlaps, goes backwards or lacks a time', () => {
    const problems = hoursProblems(
      [
        span(1, '09:00', '13:00'),
        span(1, '12:00', '15:00'),
        span(2, '17:00', '09:00'),
        span(4, '', '10:00'),
        span(5, '25:00', '26:00'),
      ],
      en,
    );
    expect([...problems.keys()]).toEqual([2, 3, 4, 1]);
    expect(problems.get(1)).toBe('Overlaps 09:00–13:00 on the same day.');
    expect(problems.get(2)).toBe('The end must be after the start.');
    expect(problems.get(3)).toMatch(/Enter a start and an end/);
  });

  it('adds up the week and shortens database times', () => {
    expect(weeklyTotalHours([span(1, '09:00', '12:30'), span(2, '10:00:00', '11:00:00')])).toBe(
      4.5,
    );
    expect(shortTime('07:05:00')).toBe('07:05');
  });
});

describe('parseTimeRange', () => {
  it('reads the ranges PostgreSQL writes', () => {
    expect(parseTimeRange('["2026-07-01 08:00:00+00","2026-07-02 08:30:00+00")')).toEqual({
      from: new Date('2026-07-01T08:00:00Z'),
      to: new Date('2026-07-02T08:30:00Z'),
    });
    expect(
      parseTimeRange('["2026-07-01 10:00:00+05:30","2026-07-01 12:00:00.5+05:30")')?.from,
    ).toEqual(new Date('2026-07-01T04:30:00Z'));
    expect(parseTimeRange('empty')).toBeNull();
    expect(parseTimeRange('["soon","later")')).toBeNull();
  });
});

describe('weekdays', () => {
  it("names them in the reader's language, from Intl", () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(weekdayName(2, 'de')).toBe('Dienstag');
    expect(weekdayName(6, 'es')).toBe('sábado');
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
  });

  it("starts the week on the language's first day", () => {
    expect(firstWeekday('en-GB')).toBe(1);
    expect(firstWeekday('de')).toBe(1);
    expect(firstWeekday('en-US')).toBe(7);
    expect(weekOrder('de')).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekOrder('en-US')).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekOrder('ar-EG')).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(firstWeekday('not a language')).toBe(1);
  });
});
