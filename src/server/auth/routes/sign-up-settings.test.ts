import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  latestMessage,
  serviceRoleClient,
  testClient,
  testPassword,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

// Issue 24, point 1: who may become a user (AUTH_DISABLE_SIGNUP, AUTH_ANONYMOUS_SIGN_INS,
// WEB3_CHAINS) and the contract details behind the failures of auth-js's own suite, each as
// Supabase Auth answers it, through supabase-js.

const web3SignIn = (server: TestServer, body: string) =>
  fetch(`${server.url}/auth/v1/token?grant_type=web3`, {
    method: 'POST',
    headers: { apikey: server.apiKeys.anon, 'content-type': 'application/json' },
    body,
  });

const settingsOf = async (server: TestServer) =>
  (await (
    await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.apiKeys.anon } })
  ).json()) as { disable_signup: boolean; external: Record<string, boolean> };

describe.each(testDatabaseKinds)('sign-up settings on %s', (kind) => {
  describe('by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServerOn(kind);
    });
    afterAll(() => server.stop());

    it('offers sign-up, but neither anonymous nor wallet sign-ins', async () => {
      expect(await settingsOf(server)).toMatchObject({
        disable_signup: false,
        external: { anonymous_users: false, web3_ethereum: false, web3_solana: false },
      });
      const anonymous = await testClient(server).auth.signInAnonymously();
      expect(anonymous.error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      });
      // As Supabase Auth: refused before anything of the request is read, however malformed.
      for (const body of [
        JSON.stringify({ chain: 'ethereum', message: 'x'.repeat(80), signature: '0x' }),
        JSON.stringify({ chain: 'solana', message: 42 }),
        JSON.stringify({ chain: 'bitcoin' }),
        '{not json',
      ]) {
        const wallet = await web3SignIn(server, body);
        expect(wallet.status, body).toBe(422);
        expect(await wallet.json()).toMatchObject({
          error_code: 'web3_provider_disabled',
          msg: 'Web3 provider is disabled',
        });
      }
    });

    it('invites a new user at the first request, and only then waits the interval', async () => {
      const admin = serviceRoleClient(server).auth.admin;
      const first = await admin.inviteUserByEmail('first.invite@example.com');
      expect(first.error).toBeNull();
      expect(first.data.user?.invited_at).toEqual(expect.any(String));
      expect((await latestMessage(server, 'first.invite@example.com')).subject).toBe(
        'You have been invited',
      );
      const again = await admin.inviteUserByEmail('first.invite@example.com');
      expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    });

    it('lists users with empty page parameters as with none', async () => {
      const response = await fetch(`${server.url}/auth/v1/admin/users?page=&per_page=`, {
        headers: {
          apikey: server.apiKeys.serviceRole,
          authorization: `Bearer ${server.apiKeys.serviceRole}`,
        },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { users: unknown[] }).users).toEqual(expect.any(Array));
    });

    it('refuses a malformed address everywhere one comes in', async () => {
      const bad = 'xx:;x@x.x';
      const admin = serviceRoleClient(server).auth.admin;
      const client = testClient(server).auth;
      const refusals = [
        (await admin.createUser({ email: bad, password: testPassword })).error,
        (await admin.inviteUserByEmail(bad)).error,
        (await admin.generateLink({ type: 'magiclink', email: bad })).error,
        (await client.signUp({ email: bad, password: testPassword })).error,
        (await client.signInWithOtp({ email: bad })).error,
        (await client.verifyOtp({ email: bad, token: '123456', type: 'email' })).error,
      ];
      for (const error of refusals) {
        expect(error).toMatchObject({
          status: 400,
          code: 'validation_failed',
          message: 'Unable to validate email address: invalid format',
        });
      }
    });

    it('refuses to verify a code for a malformed phone number', async () => {
      const { error } = await testClient(server).auth.verifyOtp({
        phone: '12',
        token: '123456',
        type: 'sms',
      });
      expect(error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Invalid phone number format (E.164 required)',
      });
    });
  });

  describe('with sign-ups off', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServerOn(kind, {
        AUTH_DISABLE_SIGNUP: 'true',
        AUTH_ANONYMOUS_SIGN_INS: 'true',
        EMAIL_MIN_INTERVAL: '0',
      });
    });
    afterAll(() => server.stop());

    it('refuses every new user but an admin’s, and still signs in the existing ones', async () => {
      expect((await settingsOf(server)).disable_signup).toBe(true);
      const client = testClient(server).auth;
      const refused = { status: 422, code: 'signup_disabled' };
      const message = 'Signups not allowed for this instance';
      expect(
        (await client.signUp({ email: 'new@example.com', password: testPassword })).error,
      ).toMatchObject({ ...refused, message });
      expect((await client.signInWithOtp({ email: 'new@example.com' })).error).toMatchObject({
        ...refused,
        message,
      });
      expect((await client.signInAnonymously()).error).toMatchObject(refused);

      const made = await serviceRoleClient(server).auth.admin.createUser({
        email: 'made@example.com',
        password: testPassword,
        email_confirm: true,
      });
      expect(made.error).toBeNull();
      expect(
        (await client.signInWithPassword({ email: 'made@example.com', password: testPassword }))
          .error,
      ).toBeNull();
      expect((await client.signInWithOtp({ email: 'made@example.com' })).error).toBeNull();
    });
  });

  describe('with anonymous sign-ins on', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServerOn(kind, {
        AUTH_ANONYMOUS_SIGN_INS: 'true',
        WEB3_CHAINS: 'solana',
      });
    });
    afterAll(() => server.stop());

    it('names the wallet chain that is off when another is on, as Supabase Auth does', async () => {
      const wallet = await web3SignIn(
        server,
        JSON.stringify({ chain: 'ethereum', message: 'x'.repeat(80), signature: '0x' }),
      );
      expect(wallet.status).toBe(422);
      expect(await wallet.json()).toMatchObject({
        error_code: 'web3_provider_disabled',
        msg: 'Ethereum Web3 provider is disabled',
      });
      const unknown = await web3SignIn(server, JSON.stringify({ chain: 'bitcoin' }));
      expect([
        unknown.status,
        ((await unknown.json()) as { error_code: string }).error_code,
      ]).toEqual([400, 'web3_unsupported_chain']);
    });

    it('signs in without an address, and keeps the user once they add and confirm one', async () => {
      expect((await settingsOf(server)).external.anonymous_users).toBe(true);
      const client = testClient(server);
      const { data, error } = await client.auth.signInAnonymously({
        options: { data: { nickname: 'guest' } },
      });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        is_anonymous: true,
        identities: [],
        user_metadata: { nickname: 'guest' },
      });
      const claims = decodeJwt(data.session?.access_token ?? '');
      expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' });
      expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);

      expect((await client.auth.updateUser({ email: 'kept@example.com' })).error).toBeNull();
      const { code } = await latestMessage(server, 'kept@example.com');
      const verified = await client.auth.verifyOtp({
        email: 'kept@example.com',
        token: code,
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      const { data: kept } = await client.auth.getUser();
      expect(kept.user).toMatchObject({
        id: data.user?.id,
        email: 'kept@example.com',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
      });
      expect(kept.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
      expect((await client.auth.updateUser({ password: testPassword })).error).toBeNull();
      const again = await testClient(server).auth.signInWithPassword({
        email: 'kept@example.com',
        password: testPassword,
      });
      expect(again.data.user?.id).toBe(data.user?.id);
    });
  });
});
