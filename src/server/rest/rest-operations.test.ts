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

// Supabase's per-role statement timeouts (docs/decisions/0049), made small so a test is quick:
// anon 300 ms, authenticated 3 s. PostgREST answers a cancelled statement 500 with its SQLSTATE.
describe.each(testDatabaseKinds)("each role's statement timeout on %s", (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, {
      ANON_STATEMENT_TIMEOUT_MS: '300',
      AUTHENTICATED_STATEMENT_TIMEOUT_MS: '3000',
    });
    await server.db.exec(`
      create function public.slow() returns int language sql as $$ select 1 from pg_sleep(1) $$;
      grant execute on function public.slow() to anon, authenticated;`);
    await server.schemaCache.reload();
  });
  afterAll(() => server.stop());

  it('cancels an anonymous statement that runs longer than anon may', async () => {
    const started = performance.now();
    const result = await server.anon.rpc('slow');
    expect(result.status).toBe(500);
    expect(result.error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    // PostgreSQL cancels it at 300 ms; PGlite cannot, and refuses its answer after the second.
    if (kind === 'postgres') expect(performance.now() - started).toBeLessThan(900);
  });

  it('lets a signed-in user run it, within the longer time of authenticated', async () => {
    const user = await server.asUser('00000000-0000-4000-8000-0000000057a1');
    expect(await user.rpc('slow')).toMatchObject({ status: 200, data: 1 });
  });
});
