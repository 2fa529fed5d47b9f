import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { hoursProblems, parseTimeRange, shortTime, weeklyTotalHours } from './weekly-hours';

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
