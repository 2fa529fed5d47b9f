import { describe, expect, it } from 'vitest';
import { firstWeekday, isoWeekday, weekdayName, weekOrder } from './weekdays.ts';

describe('weekdays', () => {
  it("names them in the reader's language, from Intl", () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en', 'short')).toBe('Sun');
    expect(weekdayName(2, 'de')).toBe('Dienstag');
    expect(weekdayName(6, 'es')).toBe('sábado');
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
  });

  it('counts ISO weekdays of calendar days', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
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
