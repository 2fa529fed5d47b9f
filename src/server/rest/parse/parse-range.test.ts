import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from './parse-range.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';

describe('parseRangeHeader', () => {
  it.each([
    ['0-9', { offset: 0, limit: 10 }],
    ['10-', { offset: 10 }],
    ['5-5', { offset: 5, limit: 1 }],
    ['items=0-24', { offset: 0, limit: 25 }],
    [' 3-4 ', { offset: 3, limit: 2 }],
  ])('reads %j', (header, range) => {
    expect(parseRangeHeader(header)).toEqual(range);
  });

  it.each([undefined, '', 'bytes=0-9', 'abc', '-5', '1-2-3', '99999999999999999999-'])(
    'ignores %j, as PostgREST does',
    (header) => {
      expect(parseRangeHeader(header)).toBeUndefined();
    },
  );

  it.each(['5-2', 'items=1-0'])('refuses %j: its end comes before its start', (header) => {
    expect(() => parseRangeHeader(header)).toThrow(
      expect.objectContaining({
        status: 416,
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details:
          'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      }),
    );
  });

  it('returns a range or throws a RestError for any text', () => {
    assertOnlyRestErrors(parseRangeHeader, 'items= 0 7 - 9');
  });
});
