import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('password sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true', JWT_EXPIRY: '600' });
    await testClient(server).auth.signUp({
      email: 'pat@example.com',
      password: 'correct horse',
      options: { data: { name: 'Pat' } },
    });
  });
  afterAll(() => server.stop());

  it('issues an ES256 access token with the contract claims, verified against the JWKS', async () => {
    const client = testClient(server);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'PAT@example.com',
      password: 'correct horse',
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 600 });
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.error).toBeNull();
    expect(claims.data?.header).toMatchObject({ alg: 'ES256', kid: server.signingKey.kid });
    const payload = claims.data?.claims;
    expect(payload).toMatchObject({
      iss: `${server.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      email: 'pat@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Pat', email_verified: true },
      is_anonymous: false,
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(600);
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('answers invalid_credentials alike for a wrong password and an unknown address', async () => {
    const client = testClient(server);
    for (const email of ['pat@example.com', 'nobody@example.com']) {
      const { error } = await client.auth.signInWithPassword({ email, password: 'wrong horse' });
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('refuses an unknown grant type', async () => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'unsupported_grant_type',
    });
  });

  it('writes an audit log row for each sign-in', async () => {
    const { rows } = await server.db.query<{ payload: { action: string; actor_id: string } }>(
      `select payload from auth.audit_log_entries where payload->>'action' = 'login'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });
});

describe('password sign-in under a stricter policy than the password was set under', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', {
      AUTH_AUTOCONFIRM: 'true',
      PASSWORD_MIN_LENGTH: '10',
    });
    await testClient(server).auth.signUp({ email: 'old@example.com', password: 'long enough 1' });
    // As if imported from Supabase, where the policy was six characters.
    await server.db.query(
      `update auth.users set encrypted_password = $1 where email = 'old@example.com'`,
      ['$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW'],
    );
  });
  afterAll(() => server.stop());

  it('signs in with an exported Supabase hash and reports the weak password', async () => {
    const { data, error } = await testClient(server).auth.signInWithPassword({
      email: 'old@example.com',
      password: 'U*U',
    });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({
      message: 'Password should be at least 10 characters.',
      reasons: ['length'],
    });
  });
});
