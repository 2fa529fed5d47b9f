import { describe, expect, it } from 'vitest';
import { emptyDay, isFree, isOffered, offeredStarts } from './busy-model.ts';

describe('the busy-times model', () => {
  it('keeps the buffers clear of busy instances of blocking calendars only', () => {
    const day = emptyDay(2);
    day.calendars[0] = { blocks: true, busy: [{ from: 600, to: 660 }] };
    // [s − 5, s + 70) meets [600, 660) exactly when 530 < s < 665.
    expect(isFree(day, 530)).toBe(true);
    expect(isFree(day, 531)).toBe(false);
    expect(isFree(day, 664)).toBe(false);
    expect(isFree(day, 665)).toBe(true);
    day.calendars[0].blocks = false;
    expect(isFree(day, 600)).toBe(true);
  });

  it('keeps appointments 75 minutes apart, leaving out the one being moved', () => {
    const day = emptyDay(1);
    day.bookings.set('a', 600);
    expect(isFree(day, 525)).toBe(true);
    expect(isFree(day, 540)).toBe(false);
    expect(isFree(day, 660)).toBe(false);
    expect(isFree(day, 675)).toBe(true);
    expect(isFree(day, 630, 'a')).toBe(true);
  });

  it('offers quarter hours within the hours', () => {
    const day = emptyDay(1);
    expect(isOffered(day, 10)).toBe(false);
    expect(isOffered(day, 22 * 60 + 45)).toBe(true);
    expect(isOffered(day, 23 * 60)).toBe(false);
    expect(offeredStarts(day)).toHaveLength(92);
  });
});
