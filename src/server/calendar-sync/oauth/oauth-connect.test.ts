import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionContext } from '../connection-secrets.ts';
import {
  connectStandIn,
  consentAs,
  refreshTokenOf,
  testBox,
  testClient,
} from '../../test-support/oauth-calendars.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { paymentsEnv } from '../../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';
import { testAccessToken } from '../../test-support/test-users.ts';

// Connecting Google and Microsoft accounts end to end (issue 37, points 1 and 4): the start
// route, the stand-in's consent page answered over HTTP, the callback's redirect, and what is
// kept: the tokens sealed, never in a view or an answer.

describe.each(testDatabaseKinds)('connecting Google and Microsoft on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { ...paymentsEnv, AUTH_AUTOCONFIRM: 'true' });
    tenant = await createTestTenant(server, `oauth-${kind}`);
  }, 120_000);
  afterAll(() => server?.stop());

  it.each(['google', 'microsoft'] as const)(
    'connects a %s account with its calendars, its tokens sealed',
    async (provider) => {
      const login = `ada.${provider}@example.test`;
      const id = await connectStandIn(server, tenant, provider, login);
      const { rows } = await server.db.query<{
        account: string;
        secret_sealed: Uint8Array;
        access_token_sealed: Uint8Array;
        access_expires_at: Date;
      }>('select * from calendars.connections where tenant_id = $1 and id = $2', [tenant.id, id]);
      const row = rows[0];
      expect(row?.account).toBe(login);
      const refresh = await refreshTokenOf(server, tenant.id, id);
      expect(refresh).toMatch(/^test_refresh_/);
      expect(Buffer.from(row?.secret_sealed ?? []).toString('latin1')).not.toContain(refresh);
      const access = testBox.open(
        row?.access_token_sealed ?? new Uint8Array(),
        connectionContext(tenant.id, id, 'access'),
      );
      expect(access).toMatch(/^test_access_/);
      expect(new Date(row?.access_expires_at ?? 0).getTime()).toBeGreaterThan(
        Date.now() + 50 * 60_000,
      );

      // What the staff member sees: the account and its calendars, the primary one the destination
      // when it is the first account connected (Google's, here).
      const staff = tenant.staff.client;
      const connections = await staff.from('calendar_connections').select('*').eq('id', id);
      expect(connections.data).toEqual([
        expect.objectContaining({ provider, account: login, error_code: null }),
      ]);
      const seen = JSON.stringify(connections.data);
      expect(seen).not.toContain(refresh);
      expect(seen).not.toContain(access);
      const calendars = await staff
        .from('staff_calendars')
        .select('name, writable, blocks, receives_bookings')
        .eq('connection_id', id)
        .order('writable', { ascending: false });
      expect(calendars.data).toEqual([
        expect.objectContaining({
          writable: true,
          blocks: true,
          receives_bookings: provider === 'google',
        }),
        { name: 'Team (read only)', writable: false, blocks: true, receives_bookings: false },
      ]);

      // The trail names the staff member who connected it, from the callback's request.
      const { rows: told } = await server.db.query<Record<string, unknown>>(
        `select actor_kind, actor_user_id, request_method, request_path from audit.entries
         where subject = 'calendar_connection' and record_id = $1`,
        [id],
      );
      expect(told).toEqual([
        {
          actor_kind: 'staff',
          actor_user_id: tenant.staff.id,
          request_method: 'GET',
          request_path: `/calendar/v1/oauth/${provider}/callback`,
        },
      ]);

      // Connecting the same account again keeps the one connection, with new tokens.
      expect(await connectStandIn(server, tenant, provider, login)).toBe(id);
      expect(await refreshTokenOf(server, tenant.id, id)).not.toBe(refresh);
    },
  );

  it('sends the browser back with a code in words when the consent is refused or the state is not ours', async () => {
    const denied = await consentAs(server, tenant, 'google', {
      login: 'bob@example.test',
      decision: 'deny',
    });
    expect(denied.pathname).toBe('/t/settings/calendars');
    expect(denied.searchParams.get('calendar_error')).toBe('calendar_consent_denied');
    const forged = await fetch(
      `${server.url}/calendar/v1/oauth/google/callback?code=x&state=forged`,
      { redirect: 'manual' },
    );
    expect(forged.status).toBe(302);
    expect(new URL(forged.headers.get('Location') ?? '').searchParams.get('calendar_error')).toBe(
      'calendar_state_invalid',
    );
  });

  it("exchanges a code once, for its own client's secret and redirect address only", async () => {
    const token = await testAccessToken(server, tenant.staff.id);
    const start = await fetch(
      `${server.url}/calendar/v1/oauth/google/start?tenant_id=${tenant.id}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    const consent = new URL(((await start.json()) as { url: string }).url);
    const redirectUri = consent.searchParams.get('redirect_uri') ?? '';
    const form = new URLSearchParams({
      ...Object.fromEntries(consent.searchParams),
      login: 'eve@example.test',
      decision: 'allow',
    });
    const answered = await fetch(consent, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(answered.headers.get('Location') ?? '').searchParams.get('code') ?? '';
    const exchange = (fields: Record<string, string>) =>
      fetch(`${server.url}/calendar/test-providers/google/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...testClient,
          ...fields,
        }),
      });
    expect((await exchange({ client_secret: 'wrong' })).status).toBe(401);
    expect((await exchange({ redirect_uri: 'https://elsewhere.example/cb' })).status).toBe(400);
    // A refused exchange spent the code: it is used once, as RFC 6749 asks.
    expect(await (await exchange({})).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('starts only for active staff of a business that added its app', async () => {
    const start = async (userId: string, provider: string, tenantId = tenant.id) =>
      fetch(`${server.url}/calendar/v1/oauth/${provider}/start?tenant_id=${tenantId}`, {
        headers: { Authorization: `Bearer ${await testAccessToken(server, userId)}` },
      });
    const client = await start(tenant.client.id, 'google');
    expect(client.status).toBe(403);
    expect(await client.json()).toMatchObject({ code: 'not_staff' });
    const other = await createTestTenant(server, `oauth-other-${kind}`);
    const missing = await start(other.staff.id, 'microsoft', other.id);
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({ code: 'calendar_app_missing' });
    expect((await start(tenant.staff.id, 'yahoo')).status).toBe(400);
    const anonymous = await fetch(
      `${server.url}/calendar/v1/oauth/google/start?tenant_id=${tenant.id}`,
    );
    expect(anonymous.status).toBe(401);
  });
});
