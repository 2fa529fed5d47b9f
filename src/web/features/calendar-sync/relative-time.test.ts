import { describe, expect, it } from 'vitest';
import { relativeParts } from './relative-time';

const now = Date.parse('2026-11-29T12:00:00Z');

describe('relativeParts', () => {
  it('says "now" within ten seconds either way', () => {
    expect(relativeParts('2026-11-29T11:59:51Z', now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts('2026-11-29T12:00:09Z', now)).toEqual({ value: 0, unit: 'second' });
  });

  it('uses the largest unit the distance fills, rounded toward zero', () => {
    expect(relativeParts('2026-11-29T11:59:15Z', now)).toEqual({ value: -45, unit: 'second' });
    expect(relativeParts('2026-11-29T11:58:01Z', now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeParts('2026-11-29T09:30:00Z', now)).toEqual({ value: -2, unit: 'hour' });
    expect(relativeParts('2026-11-26T11:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
  });

  it('counts forward for a time to come', () => {
    expect(relativeParts('2026-11-29T12:05:00Z', now)).toEqual({ value: 5, unit: 'minute' });
  });
});
