import { describe, expect, it } from 'vitest';
import { computedRelationships } from './computed-relationships.ts';
import type { DatabaseFunction, Table } from './schema-types.ts';

const table = (name: string): Table => ({
  schema: 'public',
  name,
  kind: 'table',
  columns: [],
  primaryKey: [],
});
const tables = new Map([
  ['public.users', table('users')],
  ['public.messages', table('messages')],
]);
const fn = (
  name: string,
  parameterTypes: string[],
  returns: string | null,
  set: boolean,
  rowsEstimate?: number,
): DatabaseFunction => ({
  schema: 'public',
  name,
  parameters: parameterTypes.map((type) => ({
    name: '',
    type,
    hasDefault: false,
    variadic: false,
  })),
  returnType: returns ?? 'integer',
  returnsSet: set,
  returnsRowsOf: returns === null ? null : { schema: 'public', name: returns },
  returnsRecord: false,
  outputs: [],
  returnsVoid: false,
  volatility: 'stable',
  ...(rowsEstimate === undefined ? {} : { rowsEstimate }),
});

describe('computedRelationships', () => {
  it('takes one-row-in, rows-out functions, to-one for a single row or ROWS 1', () => {
    const found = computedRelationships(
      [
        fn('recent_messages', ['public.users'], 'messages', true, 1000),
        fn('last_message', ['public.users'], 'messages', false),
        fn('first_message', ['public.users'], 'messages', true, 1),
      ],
      tables,
    );
    expect(found.map((item) => `${item.function.name} ${item.target.name} ${item.toOne}`)).toEqual([
      'recent_messages messages false',
      'last_message messages true',
      'first_message messages true',
    ]);
    expect(found[0]?.origin).toEqual({ schema: 'public', name: 'users' });
  });

  it('leaves out scalar results, other parameters and unexposed types', () => {
    expect(
      computedRelationships(
        [
          fn('blurb', ['public.messages'], null, false),
          fn('two', ['public.users', 'integer'], 'messages', true),
          fn('elsewhere', ['private.users'], 'messages', true),
          fn('by_name', ['text'], 'messages', true),
        ],
        tables,
      ),
    ).toEqual([]);
  });
});
