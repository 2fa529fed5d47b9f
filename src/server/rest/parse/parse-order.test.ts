import { describe, expect, it } from 'vitest';
import type { OrderTerm } from '../query-ast.ts';
import { parseOrder } from './parse-order.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

const by = (name: string, extra: Partial<OrderTerm> = {}): OrderTerm => ({
  field: { name, jsonPath: [] },
  ...extra,
});

describe('parseOrder', () => {
  it.each<[string, OrderTerm[]]>([
    ['id', [by('id')]],
    ['id.asc', [by('id', { direction: 'asc' })]],
    ['id.desc', [by('id', { direction: 'desc' })]],
    ['id.asc.nullsfirst', [by('id', { direction: 'asc', nulls: 'first' })]],
    ['id.desc.nullslast', [by('id', { direction: 'desc', nulls: 'last' })]],
    ['id.nullsfirst', [by('id', { nulls: 'first' })]],
    ['id.nullslast', [by('id', { nulls: 'last' })]],
    ['name.desc,id', [by('name', { direction: 'desc' }), by('id')]],
    [' name.desc , id ', [by('name', { direction: 'desc' }), by('id')]],
    ['"my col".desc,first name', [by('my col', { direction: 'desc' }), by('first name')]],
    ['"a,b.c"', [by('a,b.c')]],
    [
      'json_col->key.asc.nullslast',
      [
        {
          field: { name: 'json_col', jsonPath: [{ arrow: '->', key: 'key' }] },
          direction: 'asc',
          nulls: 'last',
        },
      ],
    ],
    [
      'data->0.desc',
      [{ field: { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] }, direction: 'desc' }],
    ],
    ['data->>-1', [{ field: { name: 'data', jsonPath: [{ arrow: '->>', key: -1 }] } }]],
    ['clients(name)', [by('name', { relation: 'clients' })]],
    [
      'clients(json_col->key).desc.nullsfirst',
      [
        {
          relation: 'clients',
          field: { name: 'json_col', jsonPath: [{ arrow: '->', key: 'key' }] },
          direction: 'desc',
          nulls: 'first',
        },
      ],
    ],
    [
      'clients(data->0)',
      [{ relation: 'clients', field: { name: 'data', jsonPath: [{ arrow: '->', key: 0 }] } }],
    ],
    ['name,clients(name),id', [by('name'), by('name', { relation: 'clients' }), by('id')]],
  ])('parses %j', (text, terms) => {
    expect(parseOrder(text)).toEqual(terms);
  });

  it.each([
    ['id.ac', 4, 'unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.descc', 4, 'unexpected "d" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nulsfist', 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.nullslasttt', 4, 'unexpected "n" expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['id.desc x', 9, 'unexpected "x" expecting "." or "," or end of input'],
    ['id.desc(', 8, 'unexpected "(" expecting "." or "," or end of input'],
    ['id.asc.nlsfst', 8, 'unexpected "n" expecting "nullsfirst" or "nullslast"'],
    ['id.asc.desc', 8, 'unexpected "d" expecting "nullsfirst" or "nullslast"'],
    ['id.', 4, 'unexpected end of input expecting "asc", "desc", "nullsfirst" or "nullslast"'],
    ['clients(name,id)', 13, 'unexpected "," expecting ")"'],
    ['id,', 4, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['', 1, 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
  ])('rejects %j at column %i', (text, column, details) => {
    expect(() => parseOrder(text)).toThrow(parseFailure('order', text, column, details));
  });

  it('returns terms or throws a RestError for any text', () => {
    assertOnlyRestErrors(parseOrder, 'id . asc desc nullsfirst nullslast ( ) -> ->> -1');
  });
});
