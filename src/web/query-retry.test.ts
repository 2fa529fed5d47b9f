import { describe, expect, it } from 'vitest';
import { DataError } from './features/data/data-error';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';

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

describe('shouldRetryQuery', () => {
  it('retries a failure three times', () => {
    const failure = new Error('Failed to fetch');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, failure))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, new DataError('57014', 'Too slow.', 503))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 499]) {
      expect(shouldRetryQuery(0, new DataError('22P02', 'Not in words.', status))).toBe(false);
    }
  });
});
