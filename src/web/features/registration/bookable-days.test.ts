import { describe, expect, it } from 'vitest';
import { firstWeekday } from '@shared/weekdays.ts';
import { bookableDays, distinctStarts, partOfDay } from './bookable-days';

describe('bookableDays', () => {
  it("starts on today's date in the business zone, not the viewer's", () => {
    // 23:30 in London on 24 Nov is already 25 Nov in Tokyo, and still 24 Nov in New York.
    const now = new Date('2026-11-24T23:30:00Z');
    expect(bookableDays('Europe/London', 2, now, 'en-GB').map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(bookableDays('Asia/Tokyo', 1, now, 'en-GB')[0]?.date).toBe('2026-11-25');
  });

  it('names each day for the strip and for screen readers', () => {
    expect(bookableDays('Europe/London', 1, new Date('2026-11-24T09:00:00Z'), 'en-GB')).toEqual([
      {
        date: '2026-11-24',
        weekday: 'Tue',
        dayOfMonth: '24',
        month: 'Nov',
        label: 'Tuesday 24 November',
        weekStart: false,
      },
    ]);
  });

  it("names the days in the reader's language, from Intl", () => {
    const [day] = bookableDays('Europe/Berlin', 1, new Date('2026-11-24T09:00:00Z'), 'de-DE');
    expect(day).toMatchObject({ weekday: 'Di', month: 'Nov', label: 'Dienstag, 24. November' });
  });

  it('marks the first day of each week as the language counts weeks', () => {
    // Tuesday 24 November 2026 and the thirteen days after it.
    const now = new Date('2026-11-24T09:00:00Z');
    const starts = (locale: string) =>
      bookableDays('Europe/London', 14, now, locale)
        .filter((day) => day.weekStart)
        .map((day) => day.date);
    const monday = firstWeekday('en-GB') === 1;
    // Where the runtime knows weeks, Britain starts them on Monday and the United States on
    // Sunday; elsewhere every language starts on Monday.
    expect(starts('en-GB')).toEqual(monday ? ['2026-11-30', '2026-12-07'] : []);
    expect(starts('en-US')).toEqual(
      firstWeekday('en-US') === 7 ? ['2026-11-29', '2026-12-06'] : ['2026-11-30', '2026-12-07'],
    );
  });

  it('crosses month and year ends', () => {
    const days = bookableDays('Europe/London', 3, new Date('2026-12-31T09:00:00Z'), 'en-GB');
    expect(days.map((day) => day.date)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('distinctStarts', () => {
  it('keeps the first staff member free at each time', () => {
    expect(
      distinctStarts([
        { starts_at: '09:00', ends_at: '09:00', staff_id: 'a' },
        { starts_at: '09:00', ends_at: '09:00', staff_id: 'b' },
        { starts_at: '09:15', ends_at: '09:15', staff_id: 'b' },
      ]),
    ).toEqual([
      { starts_at: '09:00', ends_at: '09:00', staff_id: 'a' },
      { starts_at: '09:15', ends_at: '09:15', staff_id: 'b' },
    ]);
  });
});

describe('partOfDay', () => {
  it("splits the business's day at noon and 5 pm, in its own zone", () => {
    expect(partOfDay('2026-11-24T11:45:00Z', 'Europe/London')).toBe('morning');
    expect(partOfDay('2026-11-24T12:00:00Z', 'Europe/London')).toBe('afternoon');
    expect(partOfDay('2026-11-24T17:00:00Z', 'Europe/London')).toBe('evening');
    // 09:00 in New York is 14:00 UTC.
    expect(partOfDay('2026-11-24T14:00:00Z', 'America/New_York')).toBe('morning');
    // 08:00 in Tokyo is the evening before in UTC.
    expect(partOfDay('2026-11-23T23:00:00Z', 'Asia/Tokyo')).toBe('morning');
  });
});
