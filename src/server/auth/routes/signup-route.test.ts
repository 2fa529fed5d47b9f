import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('sign-up on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { EMAIL_MIN_INTERVAL: '0' });
  });
  afterAll(() => server.stop());

  it('creates an unconfirmed user with its metadata and mails a code that signs in once', async () => {
    const client = testClient(server);
    const { data, error } = await client.auth.signUp({
      email: 'Ann@Example.com',
      password: 'correct horse',
      options: { data: { name: 'Ann' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email: 'ann@example.com',
      user_metadata: { name: 'Ann' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const refused = await client.auth.signInWithPassword({
      email: 'ann@example.com',
      password: 'correct horse',
    });
    expect(refused.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const { code } = await latestMessage(server, 'ann@example.com');
    const verified = await client.auth.verifyOtp({
      email: 'ann@example.com',
      token: code,
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(verified.data.user?.user_metadata).toMatchObject({ name: 'Ann', email_verified: true });

    const again = await client.auth.verifyOtp({
      email: 'ann@example.com',
      token: code,
      type: 'signup',
    });
    expect(again.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });

    const signedIn = await client.auth.signInWithPassword({
      email: 'ann@example.com',
      password: 'correct horse',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.user.id).toBe(data.user?.id);
  });

  it('confirms by the mailed link, redirecting with the session in the fragment', async () => {
    const client = testClient(server);
    await client.auth.signUp({
      email: 'ben@example.com',
      password: 'correct horse',
      options: { emailRedirectTo: `${server.url}/t/login` },
    });
    const { link } = await latestMessage(server, 'ben@example.com');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${server.url}/t/login`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('type')).toBe('signup');
    const { data, error } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('ben@example.com');
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

    const reused = await fetch(link, { redirect: 'manual' });
    const failure = new URLSearchParams(
      new URL(reused.headers.get('location') ?? '').hash.slice(1),
    );
    expect(Object.fromEntries(failure)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('does not reveal that a confirmed address is registered', async () => {
    const client = testClient(server);
    const first = await client.auth.signUp({ email: 'cat@example.com', password: 'correct horse' });
    const { code } = await latestMessage(server, 'cat@example.com');
    await client.auth.verifyOtp({ email: 'cat@example.com', token: code, type: 'signup' });
    const second = await client.auth.signUp({ email: 'cat@example.com', password: 'another one' });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.identities).toEqual([]);
  });

  it('refuses weak passwords, missing passwords and malformed addresses with the contract errors', async () => {
    const client = testClient(server);
    const weak = await client.auth.signUp({ email: 'dan@example.com', password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const missing = await client.auth.signUp({ email: 'dan@example.com', password: '' });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    });
    const malformed = await client.auth.signUp({ email: 'dan@example', password: 'correct horse' });
    expect(malformed.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('signs up by phone and confirms with the SMS code', async () => {
    const client = testClient(server);
    const { data, error } = await client.auth.signUp({
      phone: '+1 555 555 0100',
      password: 'correct horse',
    });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe('15555550100');
    const { code } = await latestMessage(server, '15555550100');
    const verified = await client.auth.verifyOtp({
      phone: '+15555550100',
      token: code,
      type: 'sms',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone_confirmed_at).toEqual(expect.any(String));
    const signedIn = await client.auth.signInWithPassword({
      phone: '15555550100',
      password: 'correct horse',
    });
    expect(signedIn.error).toBeNull();
  });
});

describe('sign-up with AUTH_AUTOCONFIRM=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.stop());

  it('returns a session at once and refuses a second sign-up of the address', async () => {
    const client = testClient(server);
    const { data, error } = await client.auth.signUp({
      email: 'eve@example.com',
      password: 'correct horse',
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const again = await client.auth.signUp({ email: 'eve@example.com', password: 'correct horse' });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });
});
