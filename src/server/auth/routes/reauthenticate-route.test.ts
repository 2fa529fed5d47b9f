import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';

describe('password change with SECURE_PASSWORD_CHANGE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', {
      AUTH_AUTOCONFIRM: 'true',
      SECURE_PASSWORD_CHANGE: 'true',
      EMAIL_MIN_INTERVAL: '0',
    });
  });
  afterAll(() => server.stop());

  it('asks a day-old session for the mailed nonce', async () => {
    const client = testClient(server);
    await client.auth.signUp({ email: 'nonce@example.com', password: 'correct horse' });
    await server.db.query(`update auth.sessions set created_at = now() - interval '2 days'`);

    const without = await client.auth.updateUser({ password: 'battery staple' });
    expect(without.error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });
    const same = await client.auth.updateUser({ password: 'correct horse' });
    expect(same.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const { code, subject } = await latestMessage(server, 'nonce@example.com');
    expect(subject).toBe('Confirm it is you');
    const wrong = await client.auth.updateUser({
      password: 'battery staple',
      nonce: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' });
    const right = await client.auth.updateUser({ password: 'battery staple', nonce: code });
    expect(right.error).toBeNull();
  });

  it('lets a fresh session change the password without a nonce', async () => {
    const client = testClient(server);
    await client.auth.signUp({ email: 'fresh@example.com', password: 'correct horse' });
    expect((await client.auth.updateUser({ password: 'battery staple' })).error).toBeNull();
  });
});

describe('password change with SECURE_PASSWORD_CHANGE_AFTER=0', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', {
      AUTH_AUTOCONFIRM: 'true',
      SECURE_PASSWORD_CHANGE: 'true',
      SECURE_PASSWORD_CHANGE_AFTER: '0',
    });
  });
  afterAll(() => server.stop());

  it('asks even a fresh session for the mailed nonce', async () => {
    const client = testClient(server);
    await client.auth.signUp({ email: 'always@example.com', password: 'correct horse' });
    const without = await client.auth.updateUser({ password: 'battery staple' });
    expect(without.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
  });
});
