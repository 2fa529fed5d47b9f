import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { rawRequest } from '../test-support/raw-request.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';

describe.each(testDatabaseKinds)('row-level security through /rest/v1 on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('gives each signed-in user only their own rows, and service_role all of them', async () => {
    const asAlice = await server.asUser(alice);
    const asBob = await server.asUser(bob);
    expect((await asAlice.from('notes').insert({ body: 'alice note' })).status).toBe(201);
    expect((await asBob.from('notes').insert({ body: 'bob note' })).status).toBe(201);
    expect((await asAlice.from('notes').select('body')).data).toEqual([{ body: 'alice note' }]);
    expect((await asBob.from('notes').select('body')).data).toEqual([{ body: 'bob note' }]);
    expect((await server.service.from('notes').select('body').order('id')).data).toEqual([
      { body: 'alice note' },
      { body: 'bob note' },
    ]);
  });

  it('refuses writes a policy does not allow, without touching other users rows', async () => {
    const asAlice = await server.asUser(alice);
    const forged = await asAlice.from('notes').insert({ body: 'as bob', owner: bob });
    expect(forged.status).toBe(403);
    expect(forged.error?.code).toBe('42501');
    const update = await asAlice.from('notes').update({ body: 'hijacked' }).eq('body', 'bob note');
    expect(update.status).toBe(204);
    const { data } = await server.service.from('notes').select('body').eq('owner', bob);
    expect(data).toEqual([{ body: 'bob note' }]);
  });

  it('passes a header named __proto__ to request.headers like any other', async () => {
    await server.db.exec(`create function public.request_header(name text) returns text
      language sql stable as $$ select current_setting('request.headers')::jsonb ->> name $$`);
    await server.schemaCache.reload();
    // fetch drops a header of that name; node:http sends it.
    const answer = await rawRequest(`${server.url}/rest/v1/rpc/request_header?name=__proto__`, {
      method: 'GET',
      headers: { apikey: server.apiKeys.serviceRole, ['__proto__']: 'seen' },
    });
    expect(JSON.parse(answer.text)).toBe('seen');
  });

  it('answers anon without the grant with 401, not an empty list', async () => {
    const result = await server.anon.from('notes').select();
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });

  it('refuses tokens it did not sign and expired ones', async () => {
    const forged = await fetch(`${server.url}/rest/v1/users`, {
      headers: { authorization: `Bearer ${server.apiKeys.anon.slice(0, -4)}AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('serves other schemas only when exposed', async () => {
    const response = await fetch(`${server.url}/rest/v1/users`, {
      headers: { 'accept-profile': 'auth', apikey: server.apiKeys.anon },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: auth',
      hint: 'Only the following schemas are exposed: public',
    });
  });
});

describe('arbitrary input through /rest/v1', () => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer('pglite');
  });
  afterAll(() => server.stop());

  const text = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '"',
      "'",
      ';',
      '--',
      ')',
      '(',
      ',',
      '.',
      '*',
      '\\',
      '$1',
      '::',
      '->>',
      '!inner',
    ),
    fc.string().map((value) => `'; drop table users; --${value}`),
    fc.string().map((value) => `" or 1=1 or "${value}`),
  );
  const query = fc.record({
    select: fc.option(text, { nil: undefined }),
    filterKey: text,
    filterValue: fc.oneof(
      text,
      text.map((value) => `eq.${value}`),
      text.map((value) => `in.(${value})`),
    ),
    order: fc.option(text, { nil: undefined }),
    or: fc.option(
      text.map((value) => `(${value})`),
      { nil: undefined },
    ),
  });

  it('answers every request with a 2xx or a 4xx PostgREST error, and keeps the data', async () => {
    await fc.assert(
      fc.asyncProperty(query, text, async (parts, body) => {
        const url = new URL(`${server.url}/rest/v1/users`);
        if (parts.select !== undefined) url.searchParams.set('select', parts.select);
        if (parts.filterKey !== '') url.searchParams.append(parts.filterKey, parts.filterValue);
        if (parts.order !== undefined) url.searchParams.set('order', parts.order);
        if (parts.or !== undefined) url.searchParams.set('or', parts.or);
        const read = await fetch(url, { headers: { apikey: server.apiKeys.anon } });
        expect(read.status, `${url.search} gave ${read.status}`).toBeLessThan(500);
        if (read.status >= 400) {
          expect(Object.keys((await read.json()) as object).sort()).toEqual([
            'code',
            'details',
            'hint',
            'message',
          ]);
        } else {
          await read.arrayBuffer();
        }
        const write = await fetch(`${server.url}/rest/v1/categories?id=eq.999`, {
          method: 'PATCH',
          headers: { apikey: server.apiKeys.anon, 'content-type': 'application/json' },
          body: JSON.stringify({ [body]: body }),
        });
        expect(write.status).toBeLessThan(500);
        await write.arrayBuffer();
        const rpc = await fetch(`${server.url}/rest/v1/rpc/${encodeURIComponent(body)}`, {
          method: 'POST',
          headers: { apikey: server.apiKeys.anon, 'content-type': 'application/json' },
          body: JSON.stringify({ [body]: body }),
        });
        expect(rpc.status).toBeLessThan(500);
        await rpc.arrayBuffer();
      }),
      { numRuns: 300 },
    );
    const { count } = await server.service
      .from('users')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  });
});
