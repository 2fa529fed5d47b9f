import { describe, expect, it } from 'vitest';
import { parseRetryDays, retryDaysText } from './retry-days';

describe('parseRetryDays', () => {
  it('reads the days as an owner types them, in order and each once', () => {
    expect(parseRetryDays('1, 3, 7')).toEqual([1, 3, 7]);
    expect(parseRetryDays(' 7 3;1 3 ')).toEqual([1, 3, 7]);
    expect(parseRetryDays('١، ٣، ٧')).toEqual([1, 3, 7]);
  });

  it('takes an empty text as no retries', () => {
    expect(parseRetryDays('')).toEqual([]);
    expect(parseRetryDays('  ')).toEqual([]);
  });

  it('refuses what the database would: words, zero, past day 60, more than ten days', () => {
    expect(parseRetryDays('1, three')).toBeNull();
    expect(parseRetryDays('0, 3')).toBeNull();
    expect(parseRetryDays('1, 61')).toBeNull();
    expect(parseRetryDays('1.5')).toBeNull();
    expect(parseRetryDays('1 2 3 4 5 6 7 8 9 10 11')).toBeNull();
    expect(parseRetryDays('1 2 3 4 5 6 7 8 9 10')).toHaveLength(10);
  });

  it('reads back what it writes', () => {
    expect(parseRetryDays(retryDaysText([1, 3, 7]))).toEqual([1, 3, 7]);
    expect(retryDaysText([])).toBe('');
  });
});
