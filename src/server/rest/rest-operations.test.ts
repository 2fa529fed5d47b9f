import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('operating /rest/v1 on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it("reloads the schema cache on NOTIFY pgrst, 'reload schema'", async () => {
    expect((await server.anon.from('late_table').select()).status).toBe(404);
    await server.db.exec(`
      create table public.late_table (id int);
      grant select on public.late_table to anon;
      notify pgrst, 'reload schema';`);
    await expect
      .poll(async () => (await server.anon.from('late_table').select()).status, { timeout: 5000 })
      .toBe(200);
  });

  it('counts embedded rows', async () => {
    const { data } = await server.anon
      .from('users')
      .select('username, messages(count)')
      .in('username', ['supabot', 'awailas'])
      .order('username');
    expect(data).toEqual([
      { username: 'awailas', messages: [{ count: 0 }] },
      { username: 'supabot', messages: [{ count: 2 }] },
    ]);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: server.apiKeys.anon },
      body: JSON.stringify({ id: 50, name: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
  });
});

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'the statement timeout on %s',
  (kind) => {
    let server: RestTestServer;
    beforeAll(async () => {
      server = await startRestTestServer(kind, { REST_STATEMENT_TIMEOUT_MS: '200' });
      await server.db.exec(`
        create function public.slow() returns int language sql as $$ select pg_sleep(2)::text::int $$;
        grant execute on function public.slow() to anon;`);
      await server.schemaCache.reload();
    });
    afterAll(() => server.stop());

    it('cancels a statement that runs too long', async () => {
      const started = Date.now();
      const result = await server.anon.rpc('slow');
      expect(result.error?.code).toBe('57014');
      expect(Date.now() - started).toBeLessThan(1500);
    });
  },
);
