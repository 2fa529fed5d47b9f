import { describe, expect, it } from 'vitest';
import { dayStart, zonedInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('names the instant of a wall-clock time in winter and in summer', () => {
    expect(zonedInstant('2026-12-01T10:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01T10:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T08:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01T23:30:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-02T06:30:00.000Z',
    );
  });

  it('starts a day at its local midnight, also on the day the clocks change', () => {
    expect(dayStart('2026-03-29', 'Europe/Berlin')).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-03-30', 'Europe/Berlin')).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStart('2026-10-25', 'Europe/Berlin')).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStart('2026-12-01', 'UTC')).toBe('2026-12-01T00:00:00.000Z');
  });

  it('settles on an instant beside a time the clocks skip', () => {
    const skipped = zonedInstant('2026-03-29T02:30', 'Europe/Berlin').toISOString();
    expect(['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z']).toContain(skipped);
  });

  it('refuses what is not a wall-clock time', () => {
    expect(() => zonedInstant('tomorrow', 'UTC')).toThrow(RangeError);
  });
});
