import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startRadicale, type Radicale } from '../test-support/radicale.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { testAccessToken, type TestUser } from '../test-support/test-users.ts';

// The routes beside connecting (calendar-sync.test.ts connects): disconnecting, by whom, and a
// business's own OAuth clients, kept sealed and never answered.

const ann = { name: 'ann', password: 'app-password-ann' };

describe.each(testDatabaseKinds)('calendar connection routes on %s', (kind) => {
  let server: TestServer;
  let radicale: Radicale;
  let tenant: TestTenant;

  const call = async (user: TestUser, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, user.id, { email: user.email })}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>),
    };
  };

  beforeAll(async () => {
    radicale = await startRadicale([ann]);
    await radicale.makeCalendar(ann, 'main', 'Main');
    server = await startTestServerOn(kind);
    tenant = await createTestTenant(server, `calroutes-${kind}`);
  });
  afterAll(async () => {
    await server?.stop();
    await radicale?.close();
  });

  test('disconnects for the staff member, and not for a client of the business', async () => {
    const connect = {
      tenant_id: tenant.id,
      provider: 'caldav',
      server_url: radicale.url,
      username: ann.name,
      password: ann.password,
    };
    const first = await call(tenant.staff, 'POST', '/calendar/v1/connections', connect);
    expect(first.status).toBe(201);
    // The same account again is the same connection.
    const again = await call(tenant.staff, 'POST', '/calendar/v1/connections', connect);
    expect(again.body).toEqual(first.body);
    const path = `/calendar/v1/connections/${String(first.body?.id)}`;

    expect((await call(tenant.client, 'DELETE', path)).body).toMatchObject({
      code: 'connection_not_found',
    });
    expect((await call(tenant.staff, 'DELETE', '/calendar/v1/connections/not-an-id')).status).toBe(
      404,
    );
    expect((await call(tenant.staff, 'DELETE', path)).status).toBe(204);
    const { rows } = await server.db.query(
      'select 1 from calendars.connections where tenant_id = $1',
      [tenant.id],
    );
    expect(rows).toEqual([]);
  });

  test("keeps the business's OAuth client sealed, for its owner only", async () => {
    const path = `/calendar/v1/oauth-clients/${tenant.id}/google`;
    const client = { client_id: 'test_google_client', client_secret: 'very-secret-value' };
    expect((await call(tenant.staff, 'PUT', path, client)).status).toBe(403);
    expect(
      (await call(tenant.owner, 'PUT', `/calendar/v1/oauth-clients/${tenant.id}/yahoo`, client))
        .status,
    ).toBe(403);
    expect((await call(tenant.owner, 'PUT', path, { client_id: 'x' })).body).toMatchObject({
      code: 'invalid_oauth_client',
    });
    const saved = await call(tenant.owner, 'PUT', path, client);
    expect(saved).toEqual({
      status: 200,
      body: { provider: 'google', client_id: 'test_google_client' },
    });

    const { data } = await tenant.staff.client.from('calendar_oauth_clients').select('*');
    expect(data?.map((row: { client_id: string }) => row.client_id)).toEqual([
      'test_google_client',
    ]);
    expect(JSON.stringify(data)).not.toContain(client.client_secret);
    const { rows } = await server.db.query<{ sealed: Uint8Array }>(
      'select client_secret_sealed as sealed from calendars.oauth_clients where tenant_id = $1',
      [tenant.id],
    );
    expect(Buffer.from(rows[0]?.sealed ?? []).toString('utf8')).not.toContain(client.client_secret);

    expect((await call(tenant.owner, 'DELETE', path)).status).toBe(204);
    expect((await tenant.staff.client.from('calendar_oauth_clients').select('*')).data).toEqual([]);
  });
});
