import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('sign-out scopes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true' });
    await testClient(server).auth.signUp({ email: 'out@example.com', password: 'correct horse' });
  });
  afterAll(() => server.stop());

  const signIn = async () => {
    const client = testClient(server);
    const { data } = await client.auth.signInWithPassword({
      email: 'out@example.com',
      password: 'correct horse',
    });
    return { client, token: data.session?.access_token ?? '' };
  };
  const alive = async (token: string) =>
    (
      await fetch(`${server.url}/auth/v1/user`, {
        headers: { apikey: server.apiKeys.anon, Authorization: `Bearer ${token}` },
      })
    ).status === 200;

  it('ends only the current session with scope local, answering 204', async () => {
    const a = await signIn();
    const b = await signIn();
    const response = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: server.apiKeys.anon, Authorization: `Bearer ${a.token}` },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect([await alive(a.token), await alive(b.token)]).toEqual([false, true]);
  });

  it('ends every other session with scope others', async () => {
    const a = await signIn();
    const b = await signIn();
    const { error } = await a.client.auth.signOut({ scope: 'others' });
    expect(error).toBeNull();
    expect([await alive(a.token), await alive(b.token)]).toEqual([true, false]);
  });

  it('ends all sessions with scope global, and the client then holds no session', async () => {
    const a = await signIn();
    const b = await signIn();
    const { error } = await a.client.auth.signOut();
    expect(error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
    expect([await alive(a.token), await alive(b.token)]).toEqual([false, false]);
    // Signing out again with the stale session is not an error for the client.
    expect((await b.client.auth.signOut()).error).toBeNull();
  });

  it('refuses an unknown scope', async () => {
    const a = await signIn();
    const response = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.token}` },
    });
    expect(response.status).toBe(400);
  });
});
