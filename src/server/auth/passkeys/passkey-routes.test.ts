// Signing in with a passkey alone (Supabase Auth's /passkeys endpoints) through supabase-js's
// `auth.passkey` API against a real server; a software authenticator plays the browser's part.
import type { SupabaseClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  passwordSignUp,
  serviceRoleClient,
  testClient,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const rpId = 'booking.test';
const origin = 'https://booking.test';
type Options = Parameters<SoftwareAuthenticator['create']>[0];

describe.each(testDatabaseKinds)('passkey sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      AUTH_AUTOCONFIRM: 'true',
      EMAIL_MIN_INTERVAL: '0',
      WEBAUTHN_RP_ID: rpId,
      WEBAUTHN_RP_ORIGINS: origin,
    });
  });
  afterAll(() => server.stop());

  const passkeyClient = () => testClient(server, { experimental: { passkey: true } });

  /** Adds a passkey to the signed-in client's account; answers the authenticator holding it. */
  const addPasskey = async (
    client: SupabaseClient,
    authenticator = new SoftwareAuthenticator(origin),
  ) => {
    const started = await client.auth.passkey.startRegistration();
    expect(started.error).toBeNull();
    const { challenge_id, options } = started.data as { challenge_id: string; options: Options };
    const verified = await client.auth.passkey.verifyRegistration({
      challengeId: challenge_id,
      credential: authenticator.create(options) as never,
    });
    expect(verified.error).toBeNull();
    return { authenticator, passkey: verified.data as { id: string } };
  };

  /** One sign-in attempt from a fresh device: the challenge, then the authenticator's answer. */
  const signInWith = async (authenticator: SoftwareAuthenticator) => {
    const client = passkeyClient();
    const started = await client.auth.passkey.startAuthentication();
    expect(started.error).toBeNull();
    const { challenge_id, options } = started.data as { challenge_id: string; options: Options };
    const credential = authenticator.get(options) as never;
    const result = await client.auth.passkey.verifyAuthentication({
      challengeId: challenge_id,
      credential,
    });
    return { client, result, challengeId: challenge_id, credential };
  };

  const member = (email: string) => passwordSignUp(server, email, passkeyClient());

  it('adds a passkey, then signs in with it alone, as the account it was made for', async () => {
    const client = await member('passkey-alone@example.com');
    const { authenticator, passkey } = await addPasskey(client);
    expect(passkey).toEqual({
      id: expect.any(String),
      friendly_name: 'Passkey',
      created_at: expect.any(String),
    });

    const options = await passkeyClient().auth.passkey.startAuthentication();
    // Discoverable: the person picks a passkey; nothing names the accounts of this site.
    expect(options.data?.options).not.toHaveProperty('allowCredentials');

    const { client: device, result } = await signInWith(authenticator);
    expect(result.error).toBeNull();
    expect(result.data?.user?.email).toBe('passkey-alone@example.com');
    const session = (await device.auth.getSession()).data.session;
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims.amr).toEqual([{ method: 'passkey', timestamp: expect.any(Number) }]);
    expect(claims.aal).toBe('aal1');

    const listed = await client.auth.passkey.list();
    expect(listed.data).toEqual([
      {
        id: passkey.id,
        friendly_name: 'Passkey',
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
  });

  it('uses each challenge once, and refuses a cloned authenticator', async () => {
    const { authenticator } = await addPasskey(await member('passkey-replay@example.com'));
    const first = await signInWith(authenticator);
    expect(first.result.error).toBeNull();

    const replayed = await passkeyClient().auth.passkey.verifyAuthentication({
      challengeId: first.challengeId,
      credential: first.credential,
    });
    expect(replayed.error).toMatchObject({ status: 400, code: 'webauthn_challenge_not_found' });

    authenticator.signCount = 0;
    const cloned = await signInWith(authenticator);
    expect(cloned.result.error).toMatchObject({
      status: 400,
      code: 'webauthn_verification_failed',
      message: 'Credential verification failed',
    });
  });

  it('refuses a passkey that names another account than its own', async () => {
    const { authenticator } = await addPasskey(await member('passkey-handle@example.com'));
    authenticator.userHandle = new TextEncoder().encode('00000000-0000-4000-8000-000000000000');
    const { result } = await signInWith(authenticator);
    expect(result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('renames and removes a passkey; a removed one signs in no more', async () => {
    const client = await member('passkey-manage@example.com');
    const { authenticator, passkey } = await addPasskey(client);

    const renamed = await client.auth.passkey.update({
      passkeyId: passkey.id,
      friendlyName: 'Phone',
    });
    expect(renamed.data).toMatchObject({ id: passkey.id, friendly_name: 'Phone' });
    const tooLong = await client.auth.passkey.update({
      passkeyId: passkey.id,
      friendlyName: 'x'.repeat(121),
    });
    expect(tooLong.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const someoneElse = await member('passkey-other@example.com');
    const notTheirs = await someoneElse.auth.passkey.delete({ passkeyId: passkey.id });
    expect(notTheirs.error).toMatchObject({ status: 404, message: 'Passkey not found' });

    expect((await client.auth.passkey.delete({ passkeyId: passkey.id })).error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
    const { result } = await signInWith(authenticator);
    expect(result.error).toMatchObject({ status: 400, code: 'webauthn_verification_failed' });
  });

  it('registers a credential once, and at most ten passkeys per person', async () => {
    const client = await member('passkey-limit@example.com');
    const { authenticator } = await addPasskey(client);
    const again = await client.auth.passkey.startRegistration();
    const { challenge_id, options } = again.data as { challenge_id: string; options: Options };
    expect(JSON.stringify(options)).toContain(authenticator.id); // excluded from a new one
    const twice = await client.auth.passkey.verifyRegistration({
      challengeId: challenge_id,
      credential: authenticator.create(options) as never,
    });
    expect(twice.error).toMatchObject({ status: 422, code: 'webauthn_credential_exists' });

    for (let count = 1; count < 10; count += 1) await addPasskey(client);
    const eleventh = await client.auth.passkey.startRegistration();
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_passkeys' });
  });

  it('checks the verify body in Supabase Auth words', async () => {
    const client = passkeyClient();
    const missing = await client.auth.passkey.verifyAuthentication({
      challengeId: '',
      credential: {} as never,
    });
    expect(missing.error).toMatchObject({ status: 400, message: 'challenge_id is required' });
    const notUuid = await client.auth.passkey.verifyAuthentication({
      challengeId: 'abc',
      credential: {} as never,
    });
    expect(notUuid.error).toMatchObject({ message: 'challenge_id must be a valid UUID' });
    const unsigned = await client.auth.passkey.startRegistration();
    expect(unsigned.error?.name).toBe('AuthSessionMissingError');
  });

  it('lets the service role list and remove a user’s passkeys', async () => {
    const client = await member('passkey-admin@example.com');
    const { passkey } = await addPasskey(client);
    const userId = (await client.auth.getUser()).data.user?.id ?? '';
    const admin = serviceRoleClient(server, { experimental: { passkey: true } }).auth.admin;
    const listed = await admin.passkey.listPasskeys({ userId });
    expect(listed.data).toEqual([expect.objectContaining({ id: passkey.id })]);
    const removed = await admin.passkey.deletePasskey({ userId, passkeyId: passkey.id });
    expect(removed.error).toBeNull();
    expect((await client.auth.passkey.list()).data).toEqual([]);
  });
});

describe('passkeys turned off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', { PASSKEYS_ENABLED: 'false' });
  });
  afterAll(() => server.stop());

  it('answers 404 passkey_disabled, and the settings say so', async () => {
    const client = testClient(server, { experimental: { passkey: true } });
    const started = await client.auth.passkey.startAuthentication();
    expect(started.error).toMatchObject({ status: 404, code: 'passkey_disabled' });
    const settings = await fetch(`${server.url}/auth/v1/settings`, {
      headers: { apikey: server.apiKeys.anon },
    });
    expect(await settings.json()).toMatchObject({ passkeys_enabled: false });
  });
});
