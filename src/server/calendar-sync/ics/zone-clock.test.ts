import { describe, expect, test } from 'vitest';
import { instantOf, isKnownZone, offsetMs, wallOf } from './zone-clock.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zone clock', () => {
  test('reads a wall-clock time on either side of a change', () => {
    expect(iso(instantOf(Date.UTC(2026, 2, 28, 10), 'Europe/Berlin'))).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(iso(instantOf(Date.UTC(2026, 2, 30, 10), 'Europe/Berlin'))).toBe(
      '2026-03-30T08:00:00.000Z',
    );
  });

  test('reads a time that does not happen with the offset before the change (RFC 5545)', () => {
    // 02:30 on the day Berlin moves from 02:00 to 03:00 is 03:30 summer time.
    expect(iso(instantOf(Date.UTC(2026, 2, 29, 2, 30), 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  test('reads a time that happens twice as its first', () => {
    expect(iso(instantOf(Date.UTC(2026, 9, 25, 2, 30), 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  test('gives the wall clock and offset of an instant, in half-hour zones too', () => {
    const instant = Date.UTC(2026, 0, 15, 12);
    expect(offsetMs('Australia/Lord_Howe', instant)).toBe(11 * 3_600_000);
    expect(offsetMs('Australia/Lord_Howe', Date.UTC(2026, 6, 15, 12))).toBe(10.5 * 3_600_000);
    expect(iso(wallOf(instant, 'Asia/Kolkata'))).toBe('2026-01-15T17:30:00.000Z');
  });

  test('knows IANA names and no others', () => {
    expect(isKnownZone('America/New_York')).toBe(true);
    expect(isKnownZone('W. Europe Standard Time')).toBe(false);
  });
});
