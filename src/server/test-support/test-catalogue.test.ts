import { describe, expect, it } from 'vitest';
import { bookableHour } from './test-catalogue.ts';

const hour = 3600 * 1000;

describe('bookableHour', () => {
  it('takes the next whole hour after the lead time during the day', () => {
    const now = Date.parse('2026-11-26T08:20:00Z');
    expect(bookableHour(30 * hour, now).toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('waits for the next morning when the hour would run into the night', () => {
    const now = Date.parse('2026-11-26T15:10:00Z');
    expect(bookableHour(30 * hour, now).toISOString()).toBe('2026-11-28T09:00:00.000Z');
  });
});
