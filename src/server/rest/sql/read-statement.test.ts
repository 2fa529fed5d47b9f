import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestRole } from '../../db/with-request-role.ts';
import {
  createRestTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../test-support/test-database.ts';
import { buildReadPlan, tableRoot } from '../plan/read-plan.ts';
import type { Field, Filter, QueryParameters, SelectItem } from '../query-ast.ts';
import { loadSchemaCache } from '../schema/load-schema-cache.ts';
import type { SchemaCache } from '../schema/schema-types.ts';
import { readStatement } from './read-statement.ts';

const field = (name: string, ...jsonPath: Field['jsonPath']): Field => ({ name, jsonPath });
const column = (name: string, alias?: string): SelectItem => ({
  kind: 'field',
  field: field(name),
  ...(alias === undefined ? {} : { alias }),
});
const embed = (name: string, items: SelectItem[], extra: Partial<SelectItem> = {}): SelectItem =>
  ({ kind: 'embed', name, items, spread: false, ...extra }) as SelectItem;
const eq = (name: string, value: string): Filter => ({
  field: field(name),
  negated: false,
  operation: { operator: 'eq', value },
});

describe.each(testDatabaseKinds)('readStatement on %s', (kind) => {
  let test: TestDatabase;
  let cache: SchemaCache;
  beforeAll(async () => {
    test = await createRestTestDatabase(kind);
    cache = await loadSchemaCache(test.db, ['public']);
  });
  afterAll(() => test.drop());

  async function read(table: string, query: Partial<QueryParameters>, count = false) {
    const found = cache.tables.get(`public.${table}`);
    if (!found) throw new Error(`no table ${table} in the fixture`);
    const plan = buildReadPlan(
      cache,
      tableRoot(found),
      {
        select: [{ kind: 'star' }],
        filters: [],
        logic: [],
        order: [],
        limits: [],
        ...query,
      },
      { aggregates: true },
    );
    const statement = readStatement(plan, {
      count: count ? 'exact' : undefined,
      maxRows: 1000,
      media: { kind: 'json', stripNulls: false },
      head: false,
    });
    const row = await withRequestRole(
      test.db,
      { role: 'anon', claims: { role: 'anon' } },
      async (tx) =>
        (
          await tx.query<{ body: string; total_result_set: unknown; page_total: unknown }>(
            statement.sql,
            statement.parameters,
          )
        ).rows[0],
    );
    return {
      body: JSON.parse(row?.body ?? 'null') as unknown,
      total: row?.total_result_set,
      page: Number(row?.page_total),
    };
  }

  it('reads columns with aliases, JSON paths, filters, order and limit', async () => {
    const { body } = await read('users', {
      select: [
        column('username', 'name'),
        { kind: 'field', field: field('data', { arrow: '->>', key: 'tier' }) },
        {
          kind: 'field',
          field: field('data', { arrow: '->', key: 'tags' }, { arrow: '->>', key: -1 }),
          alias: 'last_tag',
        },
      ],
      filters: [
        {
          path: [],
          filter: {
            field: field('status'),
            negated: false,
            operation: { operator: 'eq', value: 'ONLINE' },
          },
        },
      ],
      order: [{ path: [], terms: [{ field: field('username'), direction: 'desc' }] }],
      limits: [{ path: [], limit: 2 }],
    });
    expect(body).toEqual([
      { name: 'supabot', tier: 'gold', last_tag: 'b' },
      { name: 'dragarcia', tier: null, last_tag: null },
    ]);
  });

  it('aggregates, grouping by every other selected column and embed', async () => {
    const { body: perChannel } = await read('messages', {
      select: [
        column('channel_id'),
        { kind: 'count' },
        { kind: 'field', field: field('id'), aggregate: 'max', aggregateCast: 'text' },
        { kind: 'field', field: field('id'), aggregate: 'sum', alias: 'id_total' },
        embed('channels', [column('slug')]),
      ],
      order: [{ path: [], terms: [{ field: field('channel_id') }] }],
    });
    expect(perChannel).toEqual([
      { channel_id: 1, count: 2, max: '3', id_total: 4, channels: { slug: 'public' } },
      { channel_id: 2, count: 1, max: '2', id_total: 2, channels: { slug: 'random' } },
    ]);
    const { body: all } = await read('products', {
      select: [{ kind: 'field', field: field('price'), aggregate: 'avg', cast: 'int' }],
    });
    // The cast applies before the aggregate, as in PostgREST: avg(30, 11).
    expect(all).toEqual([{ avg: 20.5 }]);
    const { body: starred } = await read('categories', {
      select: [{ kind: 'star' }, { kind: 'count', alias: 'n' }],
      order: [{ path: [], terms: [{ field: field('id') }] }],
    });
    expect(starred).toEqual([
      { id: 1, name: 'Yoga', n: 1 },
      { id: 2, name: 'Props', n: 1 },
    ]);
  });

  it('embeds to-one, to-many with its own filter and order, and many-to-many', async () => {
    const { body: messages } = await read('messages', {
      select: [column('id'), embed('users', [column('username'), column('status')])],
      filters: [{ path: [], filter: eq('id', '1') }],
    });
    expect(messages).toEqual([{ id: 1, users: { username: 'supabot', status: 'ONLINE' } }]);

    const { body: users } = await read('users', {
      select: [column('username'), embed('messages', [column('id')])],
      filters: [
        {
          path: [],
          filter: {
            field: field('username'),
            negated: false,
            operation: { operator: 'in', values: ['supabot', 'awailas'] },
          },
        },
      ],
      order: [
        { path: [], terms: [{ field: field('username') }] },
        { path: ['messages'], terms: [{ field: field('id'), direction: 'desc' }] },
      ],
    });
    expect(users).toEqual([
      { username: 'awailas', messages: [] },
      { username: 'supabot', messages: [{ id: 2 }, { id: 1 }] },
    ]);

    const { body: products } = await read('products', {
      select: [column('name'), embed('categories', [column('name')])],
      filters: [{ path: [], filter: eq('id', '1') }],
      order: [{ path: ['categories'], terms: [{ field: field('id') }] }],
    });
    expect(products).toEqual([{ name: 'Mat', categories: [{ name: 'Yoga' }, { name: 'Props' }] }]);
  });

  it('keeps only parents with children for !inner, and counts them', async () => {
    const result = await read(
      'users',
      {
        select: [column('username'), embed('messages', [column('id')], { joinType: 'inner' })],
        filters: [{ path: ['messages'], filter: eq('channel_id', '2') }],
      },
      true,
    );
    expect(result.body).toEqual([{ username: 'supabot', messages: [{ id: 2 }] }]);
    expect(Number(result.total)).toBe(1);
  });

  it('filters on the absence of an embedded row and lifts spread columns', async () => {
    const { body: loners } = await read('users', {
      select: [column('username'), embed('messages', [])],
      filters: [
        {
          path: [],
          filter: {
            field: field('messages'),
            negated: false,
            operation: { operator: 'is', value: 'null' },
          },
        },
      ],
      order: [{ path: [], terms: [{ field: field('username') }] }],
    });
    expect(loners).toEqual([{ username: 'awailas' }, { username: 'dragarcia' }]);

    const { body: spread } = await read('messages', {
      select: [column('id'), embed('channels', [column('slug', 'channel')], { spread: true })],
      filters: [{ path: [], filter: eq('id', '3') }],
    });
    expect(spread).toEqual([{ id: 3, channel: 'public' }]);
  });

  it('orders parents by a column of a to-one embed', async () => {
    const { body } = await read('messages', {
      select: [column('id'), embed('channels', [column('slug')])],
      order: [
        {
          path: [],
          terms: [
            { relation: 'channels', field: field('slug'), direction: 'desc' },
            { field: field('id') },
          ],
        },
      ],
    });
    expect((body as { id: number }[]).map((row) => row.id)).toEqual([2, 1, 3]);
  });
});
