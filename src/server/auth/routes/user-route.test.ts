import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('the signed-in user on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true', EMAIL_MIN_INTERVAL: '0' });
  });
  afterAll(() => server.stop());

  const signedIn = async (email: string, password = 'correct horse') => {
    const client = testClient(server);
    const { error } = await client.auth.signUp({
      email,
      password,
      options: { data: { name: 'Kim' } },
    });
    if (error !== null) await client.auth.signInWithPassword({ email, password });
    return client;
  };

  it('reads the user and merges metadata updates, a null removing the key', async () => {
    const client = await signedIn('meta@example.com');
    expect((await client.auth.getUser()).data.user?.user_metadata).toMatchObject({ name: 'Kim' });
    const added = await client.auth.updateUser({ data: { city: 'Oslo' } });
    expect(added.error).toBeNull();
    expect(added.data.user?.user_metadata).toMatchObject({ name: 'Kim', city: 'Oslo' });
    const removed = await client.auth.updateUser({ data: { city: null } });
    expect(removed.data.user?.user_metadata).not.toHaveProperty('city');
    expect((await client.auth.getUser()).data.user?.user_metadata).toMatchObject({ name: 'Kim' });
  });

  it('changes the password, ending the other sessions but keeping this one', async () => {
    const client = await signedIn('pw@example.com');
    const other = testClient(server);
    await other.auth.signInWithPassword({ email: 'pw@example.com', password: 'correct horse' });

    const same = await client.auth.updateUser({ password: 'correct horse' });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });

    expect((await client.auth.updateUser({ password: 'battery staple' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    const fresh = testClient(server);
    const old = await fresh.auth.signInWithPassword({
      email: 'pw@example.com',
      password: 'correct horse',
    });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const renewed = await fresh.auth.signInWithPassword({
      email: 'pw@example.com',
      password: 'battery staple',
    });
    expect(renewed.error).toBeNull();
  });

  it('changes the email only once the new address confirms it', async () => {
    const client = await signedIn('before@example.com');
    const { data, error } = await client.auth.updateUser({ email: 'After@example.com' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'before@example.com',
      new_email: 'after@example.com',
    });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));

    const { code, subject } = await latestMessage(server, 'after@example.com');
    expect(subject).toBe('Confirm your new email address');
    const verified = await client.auth.verifyOtp({
      email: 'after@example.com',
      token: code,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe('after@example.com');
    expect(verified.data.user?.new_email).toBeUndefined();
  });

  it('changes the phone number once the SMS code to the new number is entered', async () => {
    const client = await signedIn('phone@example.com');
    const { data, error } = await client.auth.updateUser({ phone: '+4799900011' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: '', new_phone: '4799900011' });
    const { code } = await latestMessage(server, '4799900011');
    const verified = await client.auth.verifyOtp({
      phone: '+4799900011',
      token: code,
      type: 'phone_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.phone).toBe('4799900011');
    expect(verified.data.user?.phone_confirmed_at).toEqual(expect.any(String));
  });

  it('refuses an email that another user has, and app_metadata from a user', async () => {
    await signedIn('taken@example.com');
    const client = await signedIn('mover@example.com');
    expect((await client.auth.updateUser({ email: 'taken@example.com' })).error).toMatchObject({
      status: 422,
      code: 'email_exists',
    });
    const response = await fetch(`${server.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${(await client.auth.getSession()).data.session?.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
  });
});
