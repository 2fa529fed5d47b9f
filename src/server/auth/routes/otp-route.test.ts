import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('one-time sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { EMAIL_MIN_INTERVAL: '0' });
  });
  afterAll(() => server.stop());

  it('signs a new address up and in with the emailed code', async () => {
    const client = testClient(server);
    const sent = await client.auth.signInWithOtp({
      email: 'otp@example.com',
      options: { data: { name: 'Olu' } },
    });
    expect(sent.error).toBeNull();
    const { code } = await latestMessage(server, 'otp@example.com');
    const { data, error } = await client.auth.verifyOtp({
      email: 'otp@example.com',
      token: code,
      type: 'email',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'otp@example.com', user_metadata: { name: 'Olu' } });
    const claims = await client.auth.getClaims(data.session?.access_token);
    expect(claims.data?.claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
  });

  it('sends a confirmed user a magic link whose link and code both sign in', async () => {
    const client = testClient(server);
    await client.auth.signInWithOtp({ email: 'otp@example.com' });
    const first = await latestMessage(server, 'otp@example.com');
    expect(first.subject).toBe('Your sign-in link');
    const viaCode = await client.auth.verifyOtp({
      email: 'otp@example.com',
      token: first.code,
      type: 'magiclink',
    });
    expect(viaCode.error).toBeNull();

    await client.auth.signInWithOtp({ email: 'otp@example.com' });
    const second = await latestMessage(server, 'otp@example.com');
    const response = await fetch(second.link, { redirect: 'manual' });
    expect(response.headers.get('location')).toMatch(/#access_token=.+&type=magiclink$/);
  });

  it('refuses an unknown address when create_user is false', async () => {
    const { error } = await testClient(server).auth.signInWithOtp({
      email: 'stranger@example.com',
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'otp_disabled',
      message: 'Signups not allowed for otp',
    });
  });

  it('signs in by SMS code', async () => {
    const client = testClient(server);
    expect((await client.auth.signInWithOtp({ phone: '+4790000001' })).error).toBeNull();
    const { code } = await latestMessage(server, '4790000001');
    const { data, error } = await client.auth.verifyOtp({
      phone: '+4790000001',
      token: code,
      type: 'sms',
    });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe('4790000001');
    expect(data.user?.phone_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses a wrong code with otp_expired', async () => {
    await testClient(server).auth.signInWithOtp({ email: 'wrong@example.com' });
    const { code } = await latestMessage(server, 'wrong@example.com');
    const { error } = await testClient(server).auth.verifyOtp({
      email: 'wrong@example.com',
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });
});

describe('one-time codes expire', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', { OTP_EXPIRY: '1', EMAIL_MIN_INTERVAL: '0' });
  });
  afterAll(() => server.stop());

  it('refuses a code after OTP_EXPIRY seconds', async () => {
    await testClient(server).auth.signInWithOtp({ email: 'late@example.com' });
    const { code } = await latestMessage(server, 'late@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const { error } = await testClient(server).auth.verifyOtp({
      email: 'late@example.com',
      token: code,
      type: 'email',
    });
    expect(error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });
});
