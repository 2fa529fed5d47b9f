import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

// The supabase-js builder methods not covered by the read and write tests.
describe.each(testDatabaseKinds)('more postgrest-js builders on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, {
      REST_SCHEMAS: 'public,personal',
      REST_MAX_ROWS: '3',
    });
    await server.db.exec(`
      create schema personal;
      grant usage on schema personal to anon;
      create table personal.diary (id int primary key, entry text);
      grant select, insert on personal.diary to anon;
      insert into personal.diary values (1, 'dear diary');`);
    await server.schemaCache.reload();
  });
  afterAll(() => server.stop());

  const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.id);
  };
  const products = () => server.anon.from('products').select('id').order('id');

  it('compares, ranges and negates', async () => {
    expect(await ids(products().gte('price', 10.5))).toEqual([1, 2]);
    expect(await ids(products().lt('price', 30))).toEqual([2]);
    expect(await ids(products().lte('price', 30))).toEqual([1, 2]);
    expect(await ids(products().isDistinct('price', 30))).toEqual([2, 3]);
    expect(await ids(products().not('id', 'in', '(1,2)'))).toEqual([3]);
    expect(await ids(products().filter('name', 'imatch', '^b'))).toEqual([2]);
    expect(await ids(products().ilikeAllOf('name', ['%o%', 'b%']))).toEqual([2]);
    expect(await ids(products().regexIMatch('name', 'MAT'))).toEqual([1]);
    const users = () => server.anon.from('users').select('username').order('username');
    const names = async (query: PromiseLike<{ data: { username: string }[] | null }>) =>
      ((await query).data ?? []).map((row) => row.username);
    expect(await names(users().containedBy('age_range', '[0,40)'))).toEqual([
      'awailas',
      'dragarcia',
      'kiwicopple',
    ]);
    expect(await names(users().rangeGt('age_range', '[1,2)'))).toEqual([
      'awailas',
      'dragarcia',
      'kiwicopple',
    ]);
    expect(await names(users().rangeGte('age_range', '[20,21)'))).toEqual([
      'awailas',
      'dragarcia',
      'kiwicopple',
    ]);
    expect(await names(users().rangeLte('age_range', '[1,3)'))).toEqual(['supabot']);
    expect(await names(users().rangeAdjacent('age_range', '[2,20)'))).toEqual([
      'dragarcia',
      'supabot',
    ]);
  });

  it('orders nulls first or last and strips nulls', async () => {
    const first = await server.anon
      .from('products')
      .select('id')
      .order('price', { nullsFirst: true });
    expect(first.data?.map((row) => row.id)).toEqual([3, 2, 1]);
    const last = await server.anon
      .from('products')
      .select('id')
      .order('price', { ascending: false, nullsFirst: false });
    expect(last.data?.map((row) => row.id)).toEqual([1, 2, 3]);
    const stripped = await server.anon
      .from('products')
      .select('id, price')
      .eq('id', 3)
      .stripNulls();
    expect(stripped.data).toEqual([{ id: 3 }]);
  });

  it('counts exactly, by plan and by estimate', async () => {
    const exact = await server.anon.from('messages').select('id', { count: 'exact', head: true });
    expect(exact.count).toBe(3);
    const planned = await server.anon
      .from('messages')
      .select('id', { count: 'planned', head: true });
    expect(planned.count).toBeGreaterThan(0);
    // Up to max-rows (3 here) the estimate is exact.
    const estimated = await server.anon
      .from('messages')
      .select('id', { count: 'estimated', head: true });
    expect(estimated.count).toBe(3);
    const over = await server.anon.from('users').select('username', { count: 'estimated' });
    expect(over.count).toBeGreaterThanOrEqual(3);
  });

  it('caps every read at max-rows', async () => {
    const { data } = await server.anon.from('users').select('username');
    expect(data).toHaveLength(3);
  });

  it('refuses a write that affects more rows than max-affected allows', async () => {
    // What maxAffected(1) sends; supabase-js offers it only to clients typed for PostgREST 13+.
    const refused = await fetch(`${server.url}/rest/v1/products?id=gt.0`, {
      method: 'PATCH',
      headers: {
        apikey: server.apiKeys.anon,
        'content-type': 'application/json',
        prefer: 'handling=strict, max-affected=1',
      },
      body: JSON.stringify({ name: 'Same' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
    });
    const { data } = await server.anon.from('products').select('name').eq('id', 1).single();
    expect(data).toEqual({ name: 'Mat' });
  });

  it('reads and writes another exposed schema through its profile', async () => {
    const diary = server.anon.schema('personal');
    expect((await diary.from('diary').select('entry')).data).toEqual([{ entry: 'dear diary' }]);
    expect((await diary.from('diary').insert({ id: 2, entry: 'again' })).status).toBe(201);
    expect((await server.anon.from('diary').select()).error?.code).toBe('PGRST205');
    const response = await fetch(`${server.url}/rest/v1/diary`, {
      headers: { 'accept-profile': 'personal', apikey: server.apiKeys.anon },
    });
    expect(response.headers.get('content-profile')).toBe('personal');
  });
});
