import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, memoryStorage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('PKCE on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      EMAIL_MIN_INTERVAL: '0',
      ADDITIONAL_REDIRECT_URLS: 'https://app.example.com/**',
    });
  });
  afterAll(() => server.stop());

  const followLink = async (link: string) => {
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    return new URL(response.headers.get('location') ?? '');
  };

  it('confirms a sign-up through ?code= and exchanges it once for a session', async () => {
    const client = testClient(server, { flowType: 'pkce', storage: memoryStorage() });
    await client.auth.signUp({
      email: 'pkce@example.com',
      password: 'correct horse',
      options: { emailRedirectTo: 'https://app.example.com/welcome' },
    });
    const { link } = await latestMessage(server, 'pkce@example.com');
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await followLink(link);
    expect(landing.origin + landing.pathname).toBe('https://app.example.com/welcome');
    const code = landing.searchParams.get('code') ?? '';
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) },
    ]);

    const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(64) }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('refuses a verifier that does not match', async () => {
    const client = testClient(server, { flowType: 'pkce', storage: memoryStorage() });
    await client.auth.signInWithOtp({ email: 'mismatch@example.com' });
    const landing = await followLink((await latestMessage(server, 'mismatch@example.com')).link);
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({
        auth_code: landing.searchParams.get('code'),
        code_verifier: 'y'.repeat(64),
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('refuses an auth code older than five minutes', async () => {
    const client = testClient(server, { flowType: 'pkce', storage: memoryStorage() });
    await client.auth.signInWithOtp({ email: 'slow@example.com' });
    const landing = await followLink((await latestMessage(server, 'slow@example.com')).link);
    const code = landing.searchParams.get('code') ?? '';
    await server.db.query(
      `update auth.flow_state set auth_code_issued_at = now() - interval '301 seconds'
       where auth_code = $1`,
      [code],
    );
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('sends links for other sites to SITE_URL instead', async () => {
    const client = testClient(server);
    await client.auth.signInWithOtp({
      email: 'elsewhere@example.com',
      options: { emailRedirectTo: 'https://evil.example.net/steal' },
    });
    const landing = await followLink((await latestMessage(server, 'elsewhere@example.com')).link);
    expect(landing.origin).not.toBe('https://evil.example.net');
    expect(landing.hash).toContain('access_token=');
  });
});
