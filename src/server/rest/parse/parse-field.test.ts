import { describe, expect, it } from 'vitest';
import { parseFieldPath, readField, readFieldName, readJsonPath } from './parse-field.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';
import { TextScanner } from './text-scanner.ts';

function fieldName(text: string) {
  const scanner = new TextScanner('test', text);
  return { name: readFieldName(scanner), rest: scanner.text.slice(scanner.position) };
}

function jsonPath(text: string) {
  return readJsonPath(new TextScanner('test', text));
}

describe('readFieldName', () => {
  it.each([
    ['identifier', 'identifier', ''],
    ['identifier with spaces', 'identifier with spaces', ''],
    ['identifier-with-dashes', 'identifier-with-dashes', ''],
    [' no leading or trailing spaces ', 'no leading or trailing spaces', ''],
    ['123', '123', ''],
    ['_', '_', ''],
    ['$', '$', ''],
    ['éléphant', 'éléphant', ''],
    ['col->key', 'col', '->key'],
    ['my-col->>key', 'my-col', '->>key'],
    ['a.b', 'a', '.b'],
    ['a-', 'a', '-'],
    ['"quoted"', 'quoted', ''],
    ['":"', ':', ''],
    ['" leading and trailing spaces "', ' leading and trailing spaces ', ''],
    ['"a,b.c(d)"rest', 'a,b.c(d)', 'rest'],
    ['"say \\"hi\\" \\\\ bye"', 'say "hi" \\ bye', ''],
  ])('reads %j as %j', (text, name, rest) => {
    expect(fieldName(text)).toEqual({ name, rest });
  });

  it.each([
    [':', 1, 'unexpected ":" expecting field name (* or [a..z0..9_$])'],
    ['', 1, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['-a', 1, 'unexpected "-" expecting field name (* or [a..z0..9_$])'],
    ['"open', 6, 'unexpected end of input expecting closing quote (")'],
    ['"\\', 3, 'unexpected end of input expecting an escaped character after "\\"'],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => fieldName(text)).toThrow(parseFailure('test', text, column, details));
  });
});

describe('readJsonPath', () => {
  it.each([
    ['->text', [{ arrow: '->', key: 'text' }]],
    ['->>text', [{ arrow: '->>', key: 'text' }]],
    ['->1', [{ arrow: '->', key: 1 }]],
    ['->>1', [{ arrow: '->>', key: 1 }]],
    ['->-1', [{ arrow: '->', key: -1 }]],
    ['->>-12', [{ arrow: '->>', key: -12 }]],
    ['->0,other', [{ arrow: '->', key: 0 }]],
    ['->0.desc', [{ arrow: '->', key: 0 }]],
    ['->0::int', [{ arrow: '->', key: 0 }]],
    ['->0)', [{ arrow: '->', key: 0 }]],
    ['->1a', [{ arrow: '->', key: '1a' }]],
    ['->1-2', [{ arrow: '->', key: '1-2' }]],
    ['->!@#$%^&*_a', [{ arrow: '->', key: '!@#$%^&*_a' }]],
    ['->"a.b->c"', [{ arrow: '->', key: 'a.b->c' }]],
    ['->key with spaces ', [{ arrow: '->', key: 'key with spaces' }]],
    [
      '->a->>b->2->-1',
      [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
        { arrow: '->', key: 2 },
        { arrow: '->', key: -1 },
      ],
    ],
    ['', []],
    ['.eq.1', []],
  ])('reads %j', (text, steps) => {
    expect(jsonPath(text)).toEqual(steps);
  });

  it.each([
    ['->>-78xy', 7, 'unexpected "x" expecting digit, "->", "::", ".", ",", ")" or end of input'],
    ['->>--34', 5, 'unexpected "-" expecting digit'],
    ['->>-xy-4', 5, 'unexpected "x" expecting digit'],
    ['->', 3, 'unexpected end of input expecting JSON key or array index'],
    ['->.a', 3, 'unexpected "." expecting JSON key or array index'],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => jsonPath(text)).toThrow(parseFailure('test', text, column, details));
  });
});

describe('readField', () => {
  it('skips the spaces around a field and stops at what follows it', () => {
    const scanner = new TextScanner('test', '  data->a->>b  .eq.1');
    expect(readField(scanner)).toEqual({
      name: 'data',
      jsonPath: [
        { arrow: '->', key: 'a' },
        { arrow: '->>', key: 'b' },
      ],
    });
    expect(scanner.text.slice(scanner.position)).toBe('.eq.1');
  });
});

describe('parseFieldPath', () => {
  it.each([
    ['id', [], { name: 'id', jsonPath: [] }],
    ['messages.id', ['messages'], { name: 'id', jsonPath: [] }],
    ['a.b.c', ['a', 'b'], { name: 'c', jsonPath: [] }],
    ['data->>a', [], { name: 'data', jsonPath: [{ arrow: '->>', key: 'a' }] }],
    ['rel.data->0', ['rel'], { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] }],
    ['"a.b".c', ['a.b'], { name: 'c', jsonPath: [] }],
    ['first name', [], { name: 'first name', jsonPath: [] }],
  ])('splits %j', (key, path, field) => {
    expect(parseFieldPath(key)).toEqual({ path, field });
  });

  it.each([
    ['a..b', 3, 'unexpected "." expecting field name (* or [a..z0..9_$])'],
    ['a.', 3, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['a:b', 2, 'unexpected ":" expecting ".", "->", "->>" or end of input'],
  ])('rejects %j at column %i', (key, column, details) => {
    expect(() => parseFieldPath(key)).toThrow(parseFailure('tree path', key, column, details));
  });

  it('returns a path or throws a RestError for any text', () => {
    assertOnlyRestErrors(parseFieldPath, 'a 1 - -> ->> . : (');
  });
});
