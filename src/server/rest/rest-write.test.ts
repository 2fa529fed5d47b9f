import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('writing through /rest/v1 on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('inserts one row (201, no body) and many with a representation', async () => {
    const one = await server.anon.from('channels').insert({ slug: 'one' });
    expect(one).toMatchObject({ status: 201, data: null, error: null });
    const many = await server.anon
      .from('channels')
      .insert([{ slug: 'two' }, { slug: 'three', data: { a: 1 } }])
      .select('slug, data');
    expect(many.status).toBe(201);
    expect(many.data).toEqual([
      { slug: 'two', data: null },
      { slug: 'three', data: { a: 1 } },
    ]);
  });

  it('fills absent keys with column defaults when asked (defaultToNull: false)', async () => {
    const { data, error } = await server.anon
      .from('messages')
      .insert(
        [
          { message: 'with default', username: 'awailas', channel_id: 1 },
          {
            message: 'explicit',
            username: 'awailas',
            channel_id: 1,
            created_at: '2025-05-05T00:00:00Z',
          },
        ],
        { defaultToNull: false },
      )
      .select('message, created_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      { message: 'with default', created_at: '2024-01-01T00:00:00+00:00' },
      { message: 'explicit', created_at: '2025-05-05T00:00:00+00:00' },
    ]);
  });

  it('upserts: merges duplicates (200 when all were updates) or ignores them', async () => {
    const merged = await server.anon
      .from('products')
      .upsert({ id: 3, name: 'Strap', price: 7.25 })
      .select('id, price');
    expect(merged).toMatchObject({ status: 200, data: [{ id: 3, price: 7.25 }] });
    const inserted = await server.anon
      .from('products')
      .upsert([
        { id: 3, name: 'Strap', price: 8 },
        { id: 4, name: 'Bolster', price: 40 },
      ])
      .select('id');
    expect(inserted.status).toBe(201);
    const ignored = await server.anon
      .from('products')
      .upsert(
        [
          { id: 4, name: 'Changed', price: 1 },
          { id: 5, name: 'Towel', price: 5 },
        ],
        {
          ignoreDuplicates: true,
        },
      )
      .select('id, name');
    expect(ignored).toMatchObject({ status: 201, data: [{ id: 5, name: 'Towel' }] });
    const byKey = await server.anon
      .from('channels')
      .upsert({ slug: 'public', data: { updated: true } }, { onConflict: 'slug' })
      .select('id, data');
    expect(byKey.data).toEqual([{ id: 1, data: { updated: true } }]);
  });

  it('updates with filters, counting what it changed', async () => {
    const updated = await server.anon
      .from('users')
      .update({ catchphrase: 'rat bat' }, { count: 'exact' })
      .eq('status', 'ONLINE')
      .select('username');
    expect(updated.status).toBe(200);
    expect(updated.count).toBe(3);
    const none = await server.anon
      .from('users')
      .update({ catchphrase: 'x' })
      .eq('username', 'nobody');
    expect(none).toMatchObject({ status: 204, error: null });
  });

  it('deletes with filters, returning the rows when asked', async () => {
    await server.anon.from('collections').insert({ id: 9, name: 'doomed' });
    const deleted = await server.anon.from('collections').delete().eq('id', 9).select();
    expect(deleted).toMatchObject({
      status: 200,
      data: [{ id: 9, name: 'doomed', parent_id: null }],
    });
    const again = await server.anon.from('collections').delete().eq('id', 9);
    expect(again.status).toBe(204);
  });

  it('answers constraint and payload errors with PostgREST codes', async () => {
    const duplicate = await server.anon.from('channels').insert({ slug: 'public' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({ code: '23505' });
    const missingParent = await server.anon
      .from('messages')
      .insert({ message: 'x', username: 'ghost', channel_id: 1 });
    expect(missingParent.status).toBe(409);
    expect(missingParent.error?.code).toBe('23503');
    const notNull = await server.anon.from('categories').insert({ id: 10 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const column = await server.anon.from('categories').insert({ id: 11, colour: 'red' });
    expect(column.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'categories' in the schema cache",
    });
    const badJson = await fetch(`${server.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.apiKeys.anon },
      body: '{"id": ',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Empty or invalid json',
    });
  });

  it('rolls back a single() write that touched several rows', async () => {
    const result = await server.anon
      .from('products')
      .update({ price: 0 })
      .gt('id', 0)
      .select()
      .single();
    expect(result.status).toBe(406);
    const { data } = await server.anon.from('products').select('price').eq('id', 1).single();
    expect(data).toEqual({ price: 30.0 });
  });

  it('gives a Location for return=headers-only', async () => {
    const response = await fetch(`${server.url}/rest/v1/categories`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        prefer: 'return=headers-only',
        apikey: server.apiKeys.anon,
      },
      body: JSON.stringify({ id: 12, name: 'Mats' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe('/categories?id=eq.12');
  });
});

describe.each(testDatabaseKinds)('calling functions through /rest/v1/rpc on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('returns scalars, sets and rows, by POST and by GET', async () => {
    expect((await server.anon.rpc('add_them', { a: 1, b: 2 })).data).toBe(3);
    expect((await server.anon.rpc('add_them', { a: 5 }, { get: true })).data).toBe(6);
    expect((await server.anon.rpc('get_status', { name_param: 'kiwicopple' })).data).toBe(
      'OFFLINE',
    );
    const rows = await server.anon.rpc('get_username_and_status', { name_param: 'supabot' });
    expect(rows.data).toEqual([{ username: 'supabot', status: 'ONLINE' }]);
    const first = await server.anon.rpc('first_message', { user_name: 'supabot' });
    expect(first.data).toMatchObject({ id: 1, message: 'Hello World 👋' });
    expect((await server.anon.rpc('echo', { any: ['thing'] })).data).toEqual({ any: ['thing'] });
  });

  it('filters, orders, selects and embeds set results', async () => {
    const { data } = await server.anon
      .rpc('messages_of', { user_name: 'supabot' })
      .select('id, channels(slug)')
      .gt('id', 0)
      .order('id', { ascending: false });
    expect(data).toEqual([
      { id: 2, channels: { slug: 'random' } },
      { id: 1, channels: { slug: 'public' } },
    ]);
  });

  it('answers void with 204 and runs writes only outside read-only calls', async () => {
    expect((await server.anon.rpc('void_func')).status).toBe(204);
    const written = await server.anon.rpc('set_catchphrase', {
      name_param: 'supabot',
      phrase: 'beep',
    });
    expect(written.status).toBe(204);
    const { data } = await server.anon
      .from('users')
      .select('catchphrase')
      .eq('username', 'supabot')
      .single();
    expect(data).toEqual({ catchphrase: 'beep' });
    const readOnly = await server.anon.rpc(
      'set_catchphrase',
      { name_param: 'supabot', phrase: 'nope' },
      { get: true },
    );
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
  });

  it('passes raised exceptions on, and explains unknown functions', async () => {
    const raised = await server.anon.rpc('refuse');
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({
      code: 'P0001',
      message: 'Nope, not today',
      details: 'It is closed',
      hint: 'Try tomorrow',
    });
    const unknown = await server.anon.rpc('add_them', { x: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add_them(x) in the schema cache',
    });
  });
});
