import { describe, expect, it } from 'vitest';
import type { QueryParameters } from '../query-ast.ts';
import { parseQueryParameters } from './parse-query-parameters.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';
import { parseFailure } from './test-support/parse-failure.ts';

/** As the server receives them: through URLSearchParams, so `+` and `%xx` are decoded. */
const fromQuery = (query: string, target: 'table' | 'rpc' = 'table') =>
  parseQueryParameters([...new URLSearchParams(query)], target);

const empty: QueryParameters = {
  select: [{ kind: 'star' }],
  filters: [],
  logic: [],
  order: [],
  limits: [],
  rpcArguments: [],
};
const eqFilter = (name: string, value: string) => ({
  field: { name, jsonPath: [] },
  negated: false,
  operation: { operator: 'eq', value },
});

describe('parseQueryParameters', () => {
  it('defaults to select=* and nothing else', () => {
    expect(fromQuery('')).toEqual(empty);
  });

  it('reads what postgrest-js sends for a filtered, ordered, paged select', () => {
    const query =
      'select=id,name,messages(id)&id=eq.1&name=not.is.null&order=id.desc.nullslast,name.asc&offset=10&limit=5';
    expect(fromQuery(query)).toEqual({
      ...empty,
      select: [
        { kind: 'field', field: { name: 'id', jsonPath: [] } },
        { kind: 'field', field: { name: 'name', jsonPath: [] } },
        {
          kind: 'embed',
          name: 'messages',
          spread: false,
          items: [{ kind: 'field', field: { name: 'id', jsonPath: [] } }],
        },
      ],
      filters: [
        { path: [], filter: eqFilter('id', '1') },
        {
          path: [],
          filter: {
            field: { name: 'name', jsonPath: [] },
            negated: true,
            operation: { operator: 'is', value: 'null' },
          },
        },
      ],
      order: [
        {
          path: [],
          terms: [
            { field: { name: 'id', jsonPath: [] }, direction: 'desc', nulls: 'last' },
            { field: { name: 'name', jsonPath: [] }, direction: 'asc' },
          ],
        },
      ],
      limits: [{ path: [], offset: 10, limit: 5 }],
    });
  });

  it('scopes order, limit, offset and filters to embeds', () => {
    const query =
      'messages.order=id.desc&messages.limit=1&a.b.offset=2&messages.id=gt.3&a.b.data->>x=eq.y';
    const result = fromQuery(query);
    expect(result.order).toEqual([
      { path: ['messages'], terms: [{ field: { name: 'id', jsonPath: [] }, direction: 'desc' }] },
    ]);
    expect(result.limits).toEqual([
      { path: ['messages'], limit: 1 },
      { path: ['a', 'b'], offset: 2 },
    ]);
    expect(result.filters).toEqual([
      {
        path: ['messages'],
        filter: {
          field: { name: 'id', jsonPath: [] },
          negated: false,
          operation: { operator: 'gt', value: '3' },
        },
      },
      {
        path: ['a', 'b'],
        filter: {
          field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'x' }] },
          negated: false,
          operation: { operator: 'eq', value: 'y' },
        },
      },
    ]);
  });

  it('reads or, and, not.or and embedded logic', () => {
    const query =
      'or=(a.eq.1,b.eq.2)&and=(c.eq.3)&not.or=(d.eq.4)&messages.or=(e.eq.5)&a.not.and=(f.eq.6)';
    expect(fromQuery(query).logic).toEqual([
      {
        path: [],
        tree: {
          operator: 'or',
          negated: false,
          conditions: [eqFilter('a', '1'), eqFilter('b', '2')],
        },
      },
      { path: [], tree: { operator: 'and', negated: false, conditions: [eqFilter('c', '3')] } },
      { path: [], tree: { operator: 'or', negated: true, conditions: [eqFilter('d', '4')] } },
      {
        path: ['messages'],
        tree: { operator: 'or', negated: false, conditions: [eqFilter('e', '5')] },
      },
      { path: ['a'], tree: { operator: 'and', negated: true, conditions: [eqFilter('f', '6')] } },
    ]);
  });

  it('reads columns and on_conflict, first occurrence only', () => {
    const result = fromQuery('columns="a","b"&on_conflict=id,"other col"&columns=c');
    expect(result.columns).toEqual(['a', 'b']);
    expect(result.onConflict).toEqual(['id', 'other col']);
  });

  it('takes the first select', () => {
    expect(fromQuery('select=id&select=name').select).toEqual([
      { kind: 'field', field: { name: 'id', jsonPath: [] } },
    ]);
  });

  it('keeps an empty select, as PostgREST does, and ignores other empty values', () => {
    expect(fromQuery('select=&id=&order=&limit=&or=&columns=&on_conflict=')).toEqual({
      ...empty,
      select: [],
    });
  });

  it('ignores empty keys', () => {
    expect(fromQuery('=eq.1')).toEqual(empty);
  });

  it('decodes + to a space before parsing', () => {
    expect(
      fromQuery('name=eq.John+Smith&first+name=eq.x&body=wfts(english).the+cat').filters,
    ).toEqual([
      { path: [], filter: eqFilter('name', 'John Smith') },
      { path: [], filter: eqFilter('first name', 'x') },
      {
        path: [],
        filter: {
          field: { name: 'body', jsonPath: [] },
          negated: false,
          operation: { operator: 'wfts', language: 'english', value: 'the cat' },
        },
      },
    ]);
  });

  it('keeps repeated filters on one column', () => {
    expect(fromQuery('age=gt.1&age=lt.9').filters).toHaveLength(2);
  });

  it('classifies keys by their last word only', () => {
    const result = fromQuery('a.select=eq.1&orders=eq.2&data->>limit=eq.3');
    expect(result.filters.map(({ path, filter }) => [path, filter.field.name])).toEqual([
      [['a'], 'select'],
      [[], 'orders'],
      [[], 'data'],
    ]);
  });

  it('lets the last limit for a path win', () => {
    expect(fromQuery('limit=1&limit=0').limits).toEqual([{ path: [], limit: 0 }]);
  });

  it.each([
    ['limit=-1', 'limit', '-1', 1, 'unexpected "-" expecting a non-negative integer'],
    ['limit=1.5', 'limit', '1.5', 2, 'unexpected "." expecting a non-negative integer'],
    ['offset=ten', 'offset', 'ten', 1, 'unexpected "t" expecting a non-negative integer'],
    [
      'limit=99999999999999999999',
      'limit',
      '99999999999999999999',
      1,
      'unexpected "9" expecting an integer no larger than 2^53 - 1',
    ],
    ['id=val', 'filter', 'val', 1, 'unexpected "v" expecting "not" or operator (eq, gt, ...)'],
    [
      'a..b=eq.1',
      'tree path',
      'a..b',
      3,
      'unexpected "." expecting field name (* or [a..z0..9_$])',
    ],
    [
      'a..or=(x.eq.1)',
      'logic path',
      'a..or',
      3,
      'unexpected "." expecting field name (* or [a..z0..9_$])',
    ],
    ['or=x.eq.1', 'logic tree', 'x.eq.1', 1, 'unexpected "x" expecting "("'],
    [
      'order=id.up',
      'order',
      'id.up',
      4,
      'unexpected "u" expecting "asc", "desc", "nullsfirst" or "nullslast"',
    ],
    ['select=a(', 'select parameter', 'a(', 3, 'unexpected end of input expecting ")"'],
    [
      'columns=a,',
      'columns parameter',
      'a,',
      3,
      'unexpected end of input expecting field name (* or [a..z0..9_$])',
    ],
  ])('rejects %j', (query, what, input, column, details) => {
    expect(() => fromQuery(query)).toThrow(parseFailure(what, input, column, details));
  });

  describe('for an RPC', () => {
    it('takes parameters without an operator as arguments, in order, repeats kept', () => {
      const result = fromQuery(
        'a=1&name=isabel&v=x&id=gt.5&v=y&select=id&limit=2&"my arg"=hello+world',
        'rpc',
      );
      expect(result.rpcArguments).toEqual([
        ['a', '1'],
        ['name', 'isabel'],
        ['v', 'x'],
        ['v', 'y'],
        ['my arg', 'hello world'],
      ]);
      expect(result.filters).toEqual([
        {
          path: [],
          filter: {
            field: { name: 'id', jsonPath: [] },
            negated: false,
            operation: { operator: 'gt', value: '5' },
          },
        },
      ]);
      expect(result.limits).toEqual([{ path: [], limit: 2 }]);
    });

    it('passes array arguments as written', () => {
      expect(fromQuery('ids={1,2}&empty=', 'rpc').rpcArguments).toEqual([['ids', '{1,2}']]);
    });

    it('still rejects a value that starts like a filter', () => {
      expect(() => fromQuery('a=not.x', 'rpc')).toThrow(
        expect.objectContaining({ code: 'PGRST100' }),
      );
    });
  });

  it('returns parameters or throws a RestError for any key and value', () => {
    for (const target of ['table', 'rpc'] as const) {
      assertOnlyRestErrors((text) => {
        const [key = '', value = ''] = text.split('=');
        return parseQueryParameters([[key, value]], target);
      }, 'a . order limit or not select = eq. ( ) 1 - ->');
    }
  });
});
