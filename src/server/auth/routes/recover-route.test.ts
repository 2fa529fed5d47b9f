import type { AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('password recovery on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true', EMAIL_MIN_INTERVAL: '0' });
    await testClient(server).auth.signUp({ email: 'lost@example.com', password: 'correct horse' });
  });
  afterAll(() => server.stop());

  it('mails a code that signs in with PASSWORD_RECOVERY, then sets a new password', async () => {
    const client = testClient(server);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const sent = await client.auth.resetPasswordForEmail('lost@example.com', {
      redirectTo: `${server.url}/t/login`,
    });
    expect(sent.error).toBeNull();
    const { code, subject } = await latestMessage(server, 'lost@example.com');
    expect(subject).toBe('Reset your password');
    const verified = await client.auth.verifyOtp({
      email: 'lost@example.com',
      token: code,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'new horse 1' })).error).toBeNull();
    expect(events).toEqual(['INITIAL_SESSION', 'PASSWORD_RECOVERY', 'USER_UPDATED']);
    const again = await testClient(server).auth.signInWithPassword({
      email: 'lost@example.com',
      password: 'new horse 1',
    });
    expect(again.error).toBeNull();
  });

  it('answers an unknown address exactly like a known one', async () => {
    const unknown = await testClient(server).auth.resetPasswordForEmail('nobody@example.com');
    expect(unknown).toEqual({ data: {}, error: null });
  });
});
