import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

/** A raw request to /rest/v1, for the headers supabase-js does not show. */
function restFetch(server: RestTestServer, path: string, init: RequestInit = {}) {
  return fetch(`${server.url}/rest/v1${path}`, {
    ...init,
    headers: {
      apikey: server.apiKeys.anon,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string>),
    },
  });
}

describe.each(testDatabaseKinds)('Prefer: tx= with REST_TX_END overridable on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, { REST_TX_END: 'commit-allow-override' });
  });
  afterAll(() => server.stop());

  it('answers a rolled-back insert with what it did, and keeps nothing', async () => {
    const { data, status, error } = await server.anon
      .from('categories')
      .insert({ id: 40, name: 'Bolsters' })
      .select()
      .rollback();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 40, name: 'Bolsters' }]);
    const after = await server.anon.from('categories').select().eq('id', 40);
    expect(after.data).toEqual([]);
  });

  it('rolls back updates, deletes and function calls, echoing tx=rollback', async () => {
    const update = await restFetch(server, '/products?id=eq.1', {
      method: 'PATCH',
      headers: { prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ price: 1 }),
    });
    expect(update.status).toBe(200);
    expect(update.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    expect(await update.json()).toEqual([{ id: 1, name: 'Mat', price: 1 }]);
    const deleted = await server.anon.from('collections').delete().eq('id', 3).rollback();
    expect(deleted.status).toBe(204);
    const call = await server.anon
      .rpc('set_catchphrase', { name_param: 'supabot', phrase: 'gone' })
      .rollback();
    expect(call.status).toBe(204);
    const products = await server.anon.from('products').select('price').eq('id', 1).single();
    expect(products.data).toEqual({ price: 30 });
    expect((await server.anon.from('collections').select('id').eq('id', 3)).data).toHaveLength(1);
    const user = await server.anon
      .from('users')
      .select('catchphrase')
      .eq('username', 'supabot')
      .single();
    expect(user.data).toEqual({ catchphrase: 'cat fat' });
  });

  it('commits with tx=commit and says so', async () => {
    const response = await restFetch(server, '/categories', {
      method: 'POST',
      headers: { prefer: 'tx=commit' },
      body: JSON.stringify({ id: 41, name: 'Blankets' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('tx=commit');
    const after = await server.anon.from('categories').select('name').eq('id', 41);
    expect(after.data).toEqual([{ name: 'Blankets' }]);
  });

  it('still reports deferred constraint failures of a rolled-back request', async () => {
    await server.db.exec(`
      create table public.deferred_pairs (
        id int primary key,
        partner int references public.deferred_pairs (id) deferrable initially deferred
      );
      grant select, insert on public.deferred_pairs to anon;`);
    await server.schemaCache.reload();
    const result = await server.anon
      .from('deferred_pairs')
      .insert({ id: 1, partner: 2 })
      .rollback();
    expect(result.status).toBe(409);
    expect(result.error?.code).toBe('23503');
  });
});

describe.each(testDatabaseKinds)('Prefer: tx= with REST_TX_END=rollback on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, { REST_TX_END: 'rollback' });
  });
  afterAll(() => server.stop());

  it('rolls every request back and ignores tx=commit', async () => {
    const response = await restFetch(server, '/categories', {
      method: 'POST',
      headers: { prefer: 'tx=commit, handling=strict' },
      body: JSON.stringify({ id: 42, name: 'Straps' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('handling=strict');
    const after = await server.anon.from('categories').select('name').eq('id', 42);
    expect(after.data).toEqual([]);
  });
});
