// The WebAuthn factor (§5.17) through supabase-js against a real server, with a software
// authenticator (test-support/software-authenticator.ts) answering the browser's part.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { passwordSignIn, passwordSignUp } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const rpId = 'booking.test';
const origin = 'https://booking.test';
const rp = { rpId, rpOrigins: [origin] };
const aaguid = 'adce0002-35bc-c60a-648b-0b25f1f05503';

type Options = Parameters<SoftwareAuthenticator['create']>[0];

describe.each(testDatabaseKinds)('WebAuthn factors on %s', (kind) => {
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

  const signedUp = (email: string) => passwordSignUp(server, email);
  const signedIn = (email: string) => passwordSignIn(server, email);
  const challenge = async (client: SupabaseClient, factorId: string) => {
    const { data, error } = await client.auth.mfa.challenge({ factorId, webauthn: rp });
    expect(error).toBeNull();
    const answer = data as NonNullable<typeof data> & {
      webauthn: { type: 'create' | 'request'; credential_options: { publicKey: Options } };
    };
    return { ...answer, publicKey: answer.webauthn.credential_options.publicKey };
  };
  const verify = (
    client: SupabaseClient,
    input: { factorId: string; challengeId: string; type: 'create' | 'request'; response: unknown },
  ) =>
    client.auth.mfa.verify({
      factorId: input.factorId,
      challengeId: input.challengeId,
      webauthn: { ...rp, type: input.type, credential_response: input.response as never },
    });
  /** A user with a registered passkey, and a session that has used it. */
  const registered = async (email: string) => {
    const client = await signedUp(email);
    const authenticator = new SoftwareAuthenticator(origin, aaguid);
    const enrolled = await client.auth.mfa.webauthn.enroll({ friendlyName: 'Laptop' });
    expect(enrolled.error).toBeNull();
    const factorId = enrolled.data?.id ?? '';
    const created = await challenge(client, factorId);
    const verified = await verify(client, {
      factorId,
      challengeId: created.id,
      type: 'create',
      response: authenticator.create(created.publicKey),
    });
    expect(verified.error).toBeNull();
    return { client, authenticator, factorId };
  };

  it('registers a passkey and raises the session to aal2 with mfa/webauthn', async () => {
    const client = await signedUp('passkey@example.com');
    const enrolled = await client.auth.mfa.enroll({
      factorType: 'webauthn',
      friendlyName: 'Laptop',
    });
    expect(enrolled.error).toBeNull();
    expect(enrolled.data).toEqual({
      id: expect.any(String),
      type: 'webauthn',
      friendly_name: 'Laptop',
    });
    const factorId = enrolled.data?.id ?? '';

    const created = await challenge(client, factorId);
    expect(created).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    const expiresIn = created.expires_at - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(created.publicKey).toMatchObject({
      rp: { id: rpId },
      user: { name: 'passkey@example.com', displayName: 'Laptop' },
      pubKeyCredParams: expect.arrayContaining([{ type: 'public-key', alg: -7 }]),
    });

    const authenticator = new SoftwareAuthenticator(origin, aaguid);
    const verified = await verify(client, {
      factorId,
      challengeId: created.id,
      type: 'create',
      response: authenticator.create(created.publicKey),
    });
    expect(verified.error).toBeNull();
    expect(verified.data?.user.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        factor_type: 'webauthn',
        status: 'verified',
        web_authn_aaguid: aaguid,
      }),
    ]);
    const aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal?.currentAuthenticationMethods[0]).toMatchObject({ method: 'mfa/webauthn' });
    expect((await client.auth.mfa.listFactors()).data?.webauthn).toEqual([
      expect.objectContaining({ id: factorId }),
    ]);
    const { rows } = await server.db.query<{ web_authn_credential_id: string; count: string }>(
      `select web_authn_credential_id, web_authn_sign_count::text as count
       from auth.mfa_factors where id = $1`,
      [factorId],
    );
    expect(rows[0]).toEqual({ web_authn_credential_id: authenticator.id, count: '1' });
  });

  it('signs in with the passkey: a request challenge for that credential, then aal2', async () => {
    const { authenticator, factorId } = await registered('signin@example.com');
    const client = await signedIn('signin@example.com');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const requested = await challenge(client, factorId);
    expect(requested.webauthn.type).toBe('request');
    expect(requested.publicKey).toMatchObject({
      rpId,
      allowCredentials: [expect.objectContaining({ type: 'public-key' })],
    });
    const verified = await verify(client, {
      factorId,
      challengeId: requested.id,
      type: 'request',
      response: authenticator.get(requested.publicKey),
    });
    expect(verified.error).toBeNull();
    const aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    expect(aal?.currentLevel).toBe('aal2');
    expect(aal?.currentAuthenticationMethods).toEqual([
      expect.objectContaining({ method: 'mfa/webauthn' }),
      expect.objectContaining({ method: 'password' }),
    ]);

    // The same signed response again: the challenge is used up.
    const replayed = await verify(client, {
      factorId,
      challengeId: requested.id,
      type: 'request',
      response: authenticator.get(requested.publicKey),
    });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('trusts only the configured relying party', async () => {
    const client = await signedUp('relying@example.com');
    const factorId =
      (await client.auth.mfa.webauthn.enroll({ friendlyName: 'Key' })).data?.id ?? '';
    const elsewhere = await client.auth.mfa.challenge({
      factorId,
      webauthn: { rpId: 'evil.example', rpOrigins: ['https://evil.example'] },
    });
    expect(elsewhere.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(elsewhere.error?.message).toContain('"evil.example" is not allowed');
    const otherOrigin = await client.auth.mfa.challenge({
      factorId,
      webauthn: { rpId, rpOrigins: ['http://booking.test'] },
    });
    expect(otherOrigin.error).toMatchObject({ status: 400, code: 'validation_failed' });

    // A page on another origin signing for our rpId, and a credential scoped to another rpId.
    const authenticator = new SoftwareAuthenticator(origin);
    const created = await challenge(client, factorId);
    const wrongOrigin = await verify(client, {
      factorId,
      challengeId: created.id,
      type: 'create',
      response: authenticator.create(created.publicKey, { origin: 'https://evil.example' }),
    });
    expect(wrongOrigin.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const wrongRpId = await verify(client, {
      factorId,
      challengeId: created.id,
      type: 'create',
      response: authenticator.create(created.publicKey, { rpId: 'evil.example' }),
    });
    expect(wrongRpId.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const claimedElsewhere = await client.auth.mfa.verify({
      factorId,
      challengeId: created.id,
      webauthn: {
        rpId: 'evil.example',
        type: 'create',
        credential_response: authenticator.create(created.publicKey) as never,
      },
    });
    expect(claimedElsewhere.error).toMatchObject({ status: 400, code: 'validation_failed' });
    // Nothing above used the challenge up or registered anything.
    const fine = await verify(client, {
      factorId,
      challengeId: created.id,
      type: 'create',
      response: authenticator.create(created.publicKey),
    });
    expect(fine.error).toBeNull();
  });

  it('refuses a response to another challenge, an expired challenge and a regressed counter', async () => {
    const { authenticator, factorId } = await registered('failures@example.com');
    const client = await signedIn('failures@example.com');
    const first = await challenge(client, factorId);
    const second = await challenge(client, factorId);
    const crossed = await verify(client, {
      factorId,
      challengeId: second.id,
      type: 'request',
      response: authenticator.get(first.publicKey),
    });
    expect(crossed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(crossed.error?.message).toMatch(/^Invalid WebAuthn credential/);

    const wrongType = await verify(client, {
      factorId,
      challengeId: second.id,
      type: 'create',
      response: authenticator.create(second.publicKey),
    });
    expect(wrongType.error).toMatchObject({ status: 400, code: 'validation_failed' });

    const missing = await client.auth.mfa.verify({ factorId, challengeId: second.id, code: '' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed' });

    await server.db.query(
      `update auth.mfa_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [first.id],
    );
    const expired = await verify(client, {
      factorId,
      challengeId: first.id,
      type: 'request',
      response: authenticator.get(first.publicKey),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    // A clone of the authenticator, behind the original's counter.
    authenticator.signCount = 0;
    const cloned = await verify(client, {
      factorId,
      challengeId: second.id,
      type: 'request',
      response: authenticator.get(second.publicKey),
    });
    expect(cloned.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(cloned.error?.message).toContain('counter');
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      'aal1',
    );

    // Another key's signature for the registered credential id.
    const stranger = new SoftwareAuthenticator(origin);
    stranger.credentialId = authenticator.credentialId;
    const third = await challenge(client, factorId);
    const forged = await verify(client, {
      factorId,
      challengeId: third.id,
      type: 'request',
      response: stranger.get(third.publicKey),
    });
    expect(forged.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });

  it('unenrols a passkey from an aal2 session only, and the session drops to aal1', async () => {
    const { client, factorId } = await registered('unenrol@example.com');
    const aal1 = await signedIn('unenrol@example.com');
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    await client.auth.refreshSession();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
