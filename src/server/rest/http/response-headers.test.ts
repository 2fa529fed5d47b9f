import { describe, expect, it } from 'vitest';
import { contentRange, preferenceApplied } from './response-headers.ts';

describe('contentRange', () => {
  it.each([
    [0, 10, 100, '0-9/100'],
    [0, 5, undefined, '0-4/*'],
    [0, 0, 0, '*/0'],
    [0, 0, undefined, '*/*'],
    [20, 5, 25, '20-24/25'],
  ])('offset %i, %i rows of %s gives %s', (offset, rows, total, expected) => {
    expect(contentRange(offset, rows, total)).toBe(expected);
  });
});

describe('preferenceApplied', () => {
  it('echoes what was honoured, in order', () => {
    expect(
      preferenceApplied(
        { return: 'representation', count: 'exact', resolution: 'merge-duplicates', invalid: [] },
        { resolution: true, return: true },
      ),
    ).toBe('resolution=merge-duplicates, return=representation, count=exact');
    expect(
      preferenceApplied(
        { tx: 'rollback', handling: 'strict', count: 'exact', maxAffected: 2, invalid: [] },
        { maxAffected: true },
      ),
    ).toBe('count=exact, tx=rollback, handling=strict, max-affected=2');
    expect(preferenceApplied({ invalid: ['foo'] }, {})).toBeUndefined();
  });
});
