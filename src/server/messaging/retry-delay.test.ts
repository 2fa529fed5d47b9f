import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelayMs } from './retry-delay.ts';

describe('retryDelayMs', () => {
  const policy = { baseMs: 1000, capMs: 10_000, maxAttempts: 6 };

  it('doubles the wait after each failed attempt, up to the cap', () => {
    const longest = [1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, policy, () => 1));
    expect(longest).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('jitters between half and all of the wait', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
  });

  it('gives up after the last attempt', () => {
    expect(retryDelayMs(6, policy)).toBeNull();
    expect(retryDelayMs(defaultRetryPolicy.maxAttempts, defaultRetryPolicy)).toBeNull();
  });
});
