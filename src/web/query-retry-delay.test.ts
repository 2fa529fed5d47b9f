import { describe, expect, it } from 'vitest';
import { queryRetryDelay } from './query-retry-delay';

describe('queryRetryDelay', () => {
  it('starts at one second and doubles with each failure', () => {
    expect([0, 1, 2, 3].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 30 seconds', () => {
    expect(queryRetryDelay(4)).toBe(16_000);
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(50)).toBe(30_000);
  });
});
