import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('refresh tokens on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      AUTH_AUTOCONFIRM: 'true',
      REFRESH_TOKEN_REUSE_INTERVAL: '1',
    });
  });
  afterAll(() => server.stop());

  const signUp = async (email: string) => {
    const { data, error } = await testClient(server).auth.signUp({
      email,
      password: 'correct horse',
    });
    if (error !== null || data.session === null) throw error ?? new Error('no session');
    return data.session;
  };
  const refresh = (refreshToken: string) =>
    testClient(server).auth.refreshSession({ refresh_token: refreshToken });
  const getUser = (accessToken: string) =>
    fetch(`${server.url}/auth/v1/user`, {
      headers: {
        apikey: server.apiKeys.anon,
        Authorization: `Bearer ${accessToken}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });

  it('rotates the refresh token and keeps the session', async () => {
    const first = await signUp('rotate@example.com');
    const { data, error } = await refresh(first.refresh_token);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(data.session?.refresh_token.length).toBeGreaterThanOrEqual(12);
    const before = await testClient(server).auth.getClaims(first.access_token);
    const after = await testClient(server).auth.getClaims(data.session?.access_token ?? '');
    expect(after.data?.claims.session_id).toBe(before.data?.claims.session_id);
    const stored = await server.db.query<{ token_hash: string }>(
      'select token_hash from auth.refresh_tokens',
    );
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(first.refresh_token);
  });

  it('answers the user as /user does, and audits the refresh', async () => {
    const first = await signUp('whole@example.com');
    const { data, error } = await refresh(first.refresh_token);
    expect(error).toBeNull();
    const response = await getUser(data.session?.access_token ?? '');
    expect(data.user).toEqual(await response.json());
    expect(data.user?.identities).toHaveLength(1);
    const audit = await server.db.query<{ actor: string }>(
      `select payload ->> 'actor_id' as actor from auth.audit_log_entries
       where payload ->> 'action' = 'token_refreshed'`,
    );
    expect(audit.rows.map((row) => row.actor)).toContain(data.user?.id);
  });

  it('refuses a banned user', async () => {
    const first = await signUp('banned@example.com');
    await server.db.query(
      `update auth.users set banned_until = now() + interval '1 hour' where email = $1`,
      ['banned@example.com'],
    );
    expect((await refresh(first.refresh_token)).error).toMatchObject({
      status: 400,
      code: 'user_banned',
      message: 'Invalid Refresh Token: User Banned',
    });
  });

  it('honours a reuse inside the interval, even concurrently', async () => {
    const first = await signUp('tabs@example.com');
    const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).not.toBe(b.data.session?.refresh_token);
  });

  it('revokes the whole session when a used token comes back after the interval', async () => {
    const first = await signUp('stolen@example.com');
    const second = await refresh(first.refresh_token);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const reused = await refresh(first.refresh_token);
    expect(reused.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const later = await refresh(second.data.session?.refresh_token ?? '');
    expect(later.error).toMatchObject({ code: 'refresh_token_not_found' });
    const response = await getUser(second.data.session?.access_token ?? '');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
  });

  it('refuses short and unknown refresh tokens', async () => {
    expect((await refresh('short')).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Refresh token is not valid',
    });
    expect((await refresh('x'.repeat(32))).error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});
