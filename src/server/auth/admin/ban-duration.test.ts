import { describe, expect, it } from 'vitest';
import { banEnd } from './ban-duration.ts';

const now = new Date('2026-01-01T00:00:00.000Z');

describe('banEnd', () => {
  it('reads hours, minutes and seconds, and none', () => {
    expect(banEnd('24h', now)?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(banEnd('1h30m', now)?.toISOString()).toBe('2026-01-01T01:30:00.000Z');
    expect(banEnd('none', now)).toBeNull();
    expect(banEnd(undefined, now)).toBeUndefined();
  });

  it('refuses anything else', () => {
    expect(() => banEnd('forever', now)).toThrow(/Invalid ban_duration/);
    expect(() => banEnd('1d', now)).toThrow();
  });
});
