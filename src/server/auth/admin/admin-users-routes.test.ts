import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  latestMessage,
  serviceRoleClient,
  testClient,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('the admin API on %s', (kind) => {
  let server: TestServer;
  let admin: SupabaseClient['auth']['admin'];
  beforeAll(async () => {
    server = await startTestServerOn(kind, { EMAIL_MIN_INTERVAL: '0' });
    admin = serviceRoleClient(server).auth.admin;
  });
  afterAll(() => server.stop());

  it('creates a confirmed user who can sign in, and refuses a duplicate', async () => {
    const { data, error } = await admin.createUser({
      email: 'made@example.com',
      password: 'correct horse',
      email_confirm: true,
      user_metadata: { name: 'Made' },
      app_metadata: { tenant: 'acme' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: 'made@example.com',
      user_metadata: { name: 'Made', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], tenant: 'acme' },
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const signedIn = await testClient(server).auth.signInWithPassword({
      email: 'made@example.com',
      password: 'correct horse',
    });
    expect(signedIn.error).toBeNull();
    const duplicate = await admin.createUser({
      email: 'MADE@example.com',
      password: 'x'.repeat(8),
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('lists users page by page with the total and the next page', async () => {
    for (const name of ['p1', 'p2', 'p3']) {
      await admin.createUser({ email: `${name}@example.com`, password: 'correct horse' });
    }
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ total: 4, nextPage: 2, lastPage: 2 });
    const bad = await fetch(`${server.url}/auth/v1/admin/users?page=-1`, {
      headers: { Authorization: `Bearer ${server.apiKeys.serviceRole}` },
    });
    expect(bad.status).toBe(400);
  });

  it('reads, updates, bans and deletes a user by id', async () => {
    const created = await admin.createUser({
      email: 'edit@example.com',
      password: 'correct horse',
    });
    const id = created.data.user?.id ?? '';
    expect((await admin.getUserById(id)).data.user?.email).toBe('edit@example.com');
    const updated = await admin.updateUserById(id, {
      email: 'edited@example.com',
      user_metadata: { note: 'vip' },
      ban_duration: '24h',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: 'edited@example.com',
      user_metadata: { note: 'vip' },
    });
    expect(updated.data.user?.banned_until).toEqual(expect.any(String));
    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('generates a magic link without sending it, and invites by email', async () => {
    await admin.createUser({
      email: 'link@example.com',
      password: 'correct horse',
      email_confirm: true,
    });
    const { data, error } = await admin.generateLink({
      type: 'magiclink',
      email: 'link@example.com',
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      verification_type: 'magiclink',
      email_otp: expect.stringMatching(/^\d{6}$/),
      action_link: expect.stringContaining('/auth/v1/verify?token='),
    });
    const verified = await testClient(server).auth.verifyOtp({
      token_hash: data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();

    const invited = await admin.inviteUserByEmail('guest@example.com', {
      data: { team: 'front desk' },
    });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toEqual(expect.any(String));
    const { code, subject } = await latestMessage(server, 'guest@example.com');
    expect(subject).toBe('You have been invited');
    const accepted = await testClient(server).auth.verifyOtp({
      email: 'guest@example.com',
      token: code,
      type: 'invite',
    });
    expect(accepted.error).toBeNull();
  });

  it('refuses every admin route to the anon key and to a user', async () => {
    const asAnon = await fetch(`${server.url}/auth/v1/admin/users`, {
      headers: {
        Authorization: `Bearer ${server.apiKeys.anon}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const invite = await testClient(server).auth.admin.inviteUserByEmail('x@example.com');
    expect(invite.error).toMatchObject({ status: 403, code: 'not_admin' });
  });
});
