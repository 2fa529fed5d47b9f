import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startRestTestServer,
  type RestTestServer,
} from '../test-support/start-rest-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

describe.each(testDatabaseKinds)('EXPLAIN plans with REST_PLAN_ENABLED on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind, { REST_PLAN_ENABLED: 'true' });
  });
  afterAll(() => server.stop());

  it('answers explain() with the text plan of the read', async () => {
    const { data, error, status } = await server.anon
      .from('users')
      .select('username, messages(id)')
      .eq('username', 'supabot')
      .explain();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(typeof data).toBe('string');
    expect(data as unknown as string).toMatch(/Aggregate/);
    expect(data as unknown as string).toMatch(/messages/);
  });

  it('answers the JSON format with ANALYZE, for reads and function calls', async () => {
    const { data } = await server.anon
      .from('messages')
      .select('id')
      .explain({ format: 'json', analyze: true });
    const [plan] = data as unknown as { Plan: Record<string, unknown> }[];
    expect(plan?.Plan).toHaveProperty('Actual Rows');
    const rpc = await server.anon
      .rpc('messages_of', { user_name: 'supabot' })
      .explain({ format: 'json' });
    expect((rpc.data as unknown as { Plan: object }[])[0]?.Plan).toHaveProperty('Node Type');
  });

  it('names its media type, for= and options as PostgREST does', async () => {
    const response = await fetch(`${server.url}/rest/v1/users?select=username`, {
      headers: {
        apikey: server.apiKeys.anon,
        accept:
          'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; options=verbose',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; options=verbose; charset=utf-8',
    );
    expect(response.headers.get('content-range')).toBeNull();
    expect(await response.text()).toMatch(/Output:/);
  });

  it('explains a write without keeping it unless ANALYZE runs it', async () => {
    const planned = await server.anon
      .from('categories')
      .insert({ id: 77, name: 'Planned' })
      .explain();
    expect(planned.data as unknown as string).toMatch(/Insert on categories/);
    const after = await server.anon.from('categories').select('id').eq('id', 77);
    expect(after.data).toEqual([]);
  });
});

describe.each(testDatabaseKinds)('EXPLAIN plans by default on %s', (kind) => {
  let server: RestTestServer;
  beforeAll(async () => {
    server = await startRestTestServer(kind);
  });
  afterAll(() => server.stop());

  it('refuses the plan media type with 406 PGRST107', async () => {
    const { error, status } = await server.anon.from('users').select('username').explain();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
    });
  });
});
