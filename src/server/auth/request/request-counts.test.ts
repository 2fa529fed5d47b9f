import { describe, expect, it } from 'vitest';
import { countsInMemory } from './request-counts.ts';

describe('countsInMemory', () => {
  it('counts each key within a minute and starts again in the next', async () => {
    const counts = countsInMemory();
    const at = (time: string) => new Date(`2026-11-26T${time}Z`);
    expect(await counts.hit('/token:1.2.3.4', at('10:00:00'))).toBe(1);
    expect(await counts.hit('/token:1.2.3.4', at('10:00:59'))).toBe(2);
    expect(await counts.hit('/otp:1.2.3.4', at('10:00:59'))).toBe(1);
    expect(await counts.hit('/token:1.2.3.4', at('10:01:00'))).toBe(1);
    expect(await counts.hit('/otp:1.2.3.4', at('10:01:01'))).toBe(1);
  });
});
