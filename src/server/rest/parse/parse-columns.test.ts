import { describe, expect, it } from 'vitest';
import { parseColumns } from './parse-columns.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

describe('parseColumns', () => {
  it.each([
    ['"a","b"', ['a', 'b']],
    ['"id","first name","a,b"', ['id', 'first name', 'a,b']],
    ['id', ['id']],
    ['id,name', ['id', 'name']],
    [' id , name ', ['id', 'name']],
    ['user-id,"quote\\"d"', ['user-id', 'quote"d']],
  ])('parses %j', (text, columns) => {
    expect(parseColumns('columns', text)).toEqual(columns);
    expect(parseColumns('on_conflict', text)).toEqual(columns);
  });

  it.each([
    ['columns', 'a,', 3, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['columns', 'a;b', 2, 'unexpected ";" expecting "," or end of input'],
    ['on_conflict', 'a->b', 2, 'unexpected "-" expecting "," or end of input'],
    ['on_conflict', '"a', 3, 'unexpected end of input expecting closing quote (")'],
  ] as const)('rejects the %s %j at column %i', (parameter, text, column, details) => {
    expect(() => parseColumns(parameter, text)).toThrow(
      parseFailure(`${parameter} parameter`, text, column, details),
    );
  });

  it('returns columns or throws a RestError for any text', () => {
    assertOnlyRestErrors((text) => parseColumns('columns', text), 'a - >');
  });
});
