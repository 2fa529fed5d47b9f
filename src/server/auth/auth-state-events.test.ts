import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { memoryStorage, testClient } from '../test-support/supabase-client.ts';

describe('the client events over a session', () => {
  let server: TestServer;
  beforeAll(async () => {
    // supabase-js refreshes on a 30 s tick when the token has three ticks or less left, and
    // treats a token as expired 90 s early: 95 s makes its first tick refresh, while a new
    // token still counts as valid for the 5 s the rest of the test takes.
    server = await startTestServerOn('pglite', { AUTH_AUTOCONFIRM: 'true', JWT_EXPIRY: '95' });
    await testClient(server).auth.signUp({
      email: 'events@example.com',
      password: 'correct horse',
    });
  });
  afterAll(() => server.stop());

  it('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT', async () => {
    const storage = memoryStorage();
    const client = testClient(server, { persistSession: true, storage });
    const events: AuthChangeEvent[] = [];
    let refreshed: () => void = () => undefined;
    const tokenRefreshed = new Promise<void>((resolve) => (refreshed = resolve));
    client.auth.onAuthStateChange((event) => {
      events.push(event);
      if (event === 'TOKEN_REFRESHED') refreshed();
    });

    const signedIn = await client.auth.signInWithPassword({
      email: 'events@example.com',
      password: 'correct horse',
    });
    expect(signedIn.data.session?.expires_in).toBe(95);
    await client.auth.startAutoRefresh();
    await tokenRefreshed;
    await client.auth.stopAutoRefresh();
    const session = (await client.auth.getSession()).data.session;
    expect(session?.refresh_token).not.toBe(signedIn.data.session?.refresh_token);
    expect([...storage.items.keys()]).toHaveLength(1);

    await client.auth.updateUser({ data: { theme: 'dark' } });
    await client.auth.signOut();
    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
    expect(storage.items.size).toBe(0);
  });
});
