import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

/**
 * supabase-js's `.maxAffected(n)`: its types offer it only to clients typed for PostgREST 13+,
 * which the untyped test clients are not; the call and what it sends are the same.
 */
const maxAffected = <T>(builder: T, rows: number): T =>
  (builder as unknown as { maxAffected(rows: number): T }).maxAffected(rows);

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

describe.each(testDatabaseKinds)('Prefer: missing=default on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
    await server.db.exec(`
      create table public.tickets (
        id int generated by default as identity primary key,
        title text not null,
        state text not null default 'open',
        note text
      );
      grant select, insert, update on public.tickets to anon;
      grant usage on all sequences in schema public to anon;`);
    await server.schemaCache.reload();
  });
  afterAll(() => server.stop());

  it('gives each absent key its default, identities included, one value per row', async () => {
    const { data, error } = await server.anon
      .from('tickets')
      .insert(
        [
          { title: 'first' },
          { title: 'second', state: 'closed', note: 'x' },
          { title: 'third', note: 'y' },
        ],
        { defaultToNull: false },
      )
      .select('id, title, state, note');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, title: 'first', state: 'open', note: null },
      { id: 2, title: 'second', state: 'closed', note: 'x' },
      { id: 3, title: 'third', state: 'open', note: 'y' },
    ]);
  });

  it('gives NULL to absent keys without it, so a NOT NULL default column fails', async () => {
    const result = await server.anon.from('tickets').insert([
      { id: 10, title: 'a', state: 'closed' },
      { id: 11, title: 'b' },
    ]);
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23502');
  });

  it('upserts rows with and without their key (bulk upsert of a surrogate key)', async () => {
    const { data, error, status } = await server.anon
      .from('tickets')
      .upsert([{ id: 1, title: 'first, renamed' }, { title: 'fourth' }], { defaultToNull: false })
      .select('id, title, state');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([
      { id: 1, title: 'first, renamed', state: 'open' },
      { id: 4, title: 'fourth', state: 'open' },
    ]);
  });

  it('applies to updates with columns= too, and is echoed', async () => {
    const response = await restFetch(server, '/tickets?id=eq.2&columns=state,note', {
      method: 'PATCH',
      headers: { prefer: 'missing=default, return=representation' },
      body: JSON.stringify({ note: 'reopened' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('preference-applied')).toBe(
      'missing=default, return=representation',
    );
    expect(await response.json()).toEqual([
      { id: 2, title: 'second', state: 'open', note: 'reopened' },
    ]);
  });

  it('limits the rows a function call may touch (max-affected, handling=strict)', async () => {
    await server.db.exec(`
      create function public.close_open_tickets() returns setof public.tickets
      language sql volatile as $$
        update public.tickets set state = 'closed' where state = 'open' returning *
      $$;
      create function public.count_tickets() returns bigint
      language sql stable as $$ select count(*) from public.tickets $$;`);
    await server.schemaCache.reload();
    const open = await server.anon.from('tickets').select('id').eq('state', 'open');
    expect(open.data?.length).toBeGreaterThan(1);

    const refused = await maxAffected(server.anon.rpc('close_open_tickets'), 1);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: `The query affects ${open.data?.length} rows`,
    });
    const still = await server.anon.from('tickets').select('id').eq('state', 'open');
    expect(still.data).toHaveLength(open.data?.length ?? 0);

    const allowed = await restFetch(server, '/rpc/close_open_tickets', {
      method: 'POST',
      headers: { prefer: 'handling=strict, max-affected=10' },
      body: '{}',
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('preference-applied')).toBe('handling=strict, max-affected=10');
    expect(await allowed.json()).toHaveLength(open.data?.length ?? 0);

    const scalar = await maxAffected(server.anon.rpc('count_tickets'), 1);
    expect(scalar.status).toBe(400);
    expect(scalar.error).toMatchObject({
      code: 'PGRST128',
      message:
        'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
  });
});
