// Longer than most: the whole MFA contract (§5.17) runs through one server per database, since
// starting a server costs more than the cases, and the cases share the enrol/verify steps.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  latestMessage,
  passwordSignIn,
  passwordSignUp,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

const totpCode = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetMs });

describe.each(testDatabaseKinds)('second factors on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true', EMAIL_MIN_INTERVAL: '0' });
  });
  afterAll(() => server.stop());

  const signedUp = (email: string) => passwordSignUp(server, email);
  const signedIn = (email: string) => passwordSignIn(server, email);
  const enrolTotp = async (client: SupabaseClient, friendlyName = 'Authenticator') => {
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
    expect(error).toBeNull();
    return data as NonNullable<typeof data> & { totp: { secret: string } };
  };
  const verifyTotp = async (client: SupabaseClient, factorId: string, secret: string) => {
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(secret),
    });
    expect(verified.error).toBeNull();
    return verified;
  };

  it('enrols a TOTP factor and raises the session to aal2 with a computed code', async () => {
    const client = await signedUp('totp@example.com');
    const enrolled = await enrolTotp(client);
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Authenticator' });
    expect(enrolled.totp.secret).toMatch(/^[A-Z2-7]+$/);
    expect(enrolled.totp.uri).toMatch(/^otpauth:\/\/totp\/localhost[^:]*:totp%40example\.com\?/);
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const before = await client.auth.mfa.listFactors();
    expect(before.data?.totp).toEqual([]);
    expect(before.data?.all).toEqual([
      expect.objectContaining({ id: enrolled.id, factor_type: 'totp', status: 'unverified' }),
    ]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });

    const challenge = await client.auth.mfa.challenge({ factorId: enrolled.id });
    expect(challenge.data).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const expiresIn = (challenge.data?.expires_at ?? 0) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(290);
    expect(expiresIn).toBeLessThanOrEqual(300);
    const oldRefreshToken = (await client.auth.getSession()).data.session?.refresh_token;
    const verified = await client.auth.mfa.verify({
      factorId: enrolled.id,
      challengeId: challenge.data?.id ?? '',
      code: totpCode(enrolled.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect(verified.data?.refresh_token).not.toBe(oldRefreshToken);
    expect(verified.data?.user.factors).toEqual([
      expect.objectContaining({ id: enrolled.id, status: 'verified', phone: '' }),
    ]);

    const aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal?.currentAuthenticationMethods).toEqual([
      expect.objectContaining({ method: 'totp' }),
      expect.objectContaining({ method: 'password' }),
    ]);
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: enrolled.id, factor_type: 'totp', status: 'verified' }),
    ]);

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      currentAuthenticationMethods: [
        expect.objectContaining({ method: 'totp' }),
        expect.objectContaining({ method: 'password' }),
      ],
    });
  });

  it('refuses wrong codes, used and expired challenges and replayed codes', async () => {
    const client = await signedUp('wrong@example.com');
    const { id: factorId, totp } = await enrolTotp(client);
    const first = await client.auth.mfa.challenge({ factorId });
    const challengeId = first.data?.id ?? '';
    const good = totpCode(totp.secret);
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId,
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await client.auth.mfa.verify({ factorId, challengeId, code: good })).error).toBeNull();

    const used = await client.auth.mfa.verify({ factorId, challengeId, code: good });
    expect(used.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    const second = await client.auth.mfa.challenge({ factorId });
    const replayed = await client.auth.mfa.verify({
      factorId,
      challengeId: second.data?.id ?? '',
      code: good,
    });
    expect(replayed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const third = await client.auth.mfa.challenge({ factorId });
    await server.db.query(
      `update auth.mfa_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [third.data?.id],
    );
    const expired = await client.auth.mfa.verify({
      factorId,
      challengeId: third.data?.id ?? '',
      code: totpCode(totp.secret, 30_000),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const unknown = await client.auth.mfa.verify({
      factorId,
      challengeId: crypto.randomUUID(),
      code: good,
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
  });

  it('asks aal1 sessions for a second factor before enrolling, unenrolling or changing the password', async () => {
    const client = await signedUp('gates@example.com');
    const { id: factorId, totp } = await enrolTotp(client);
    await verifyTotp(client, factorId, totp.secret);

    const aal1 = await signedIn('gates@example.com');
    expect((await aal1.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const enrol = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(enrol.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
    const unenroll = await aal1.auth.mfa.unenroll({ factorId });
    expect(unenroll.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const password = await aal1.auth.updateUser({ password: 'battery staple' });
    expect(password.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // Not `same_password`: that would tell a session without its second step the password.
    const current = await aal1.auth.updateUser({ password: 'correct horse' });
    expect(current.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const email = await aal1.auth.updateUser({ email: 'elsewhere@example.com' });
    expect(email.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect((await aal1.auth.updateUser({ data: { city: 'Oslo' } })).error).toBeNull();

    const name = await client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Authenticator',
    });
    expect(name.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    expect((await client.auth.updateUser({ password: 'battery staple' })).error).toBeNull();
    expect((await client.auth.mfa.unenroll({ factorId })).data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    await client.auth.refreshSession();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
      currentAuthenticationMethods: [expect.objectContaining({ method: 'password' })],
    });
  });

  it('ends the other aal1 sessions when a session reaches aal2', async () => {
    const client = await signedUp('others@example.com');
    const other = await signedIn('others@example.com');
    const { id: factorId, totp } = await enrolTotp(client);
    await verifyTotp(client, factorId, totp.secret);
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('enrols a phone factor and verifies the code texted to the mailbox', async () => {
    const client = await signedUp('phone@example.com');
    const invalid = await client.auth.mfa.enroll({ factorType: 'phone', phone: '12' });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid phone number format (E.164 required)',
    });
    const { data, error } = await client.auth.mfa.enroll({
      factorType: 'phone',
      phone: '+44 7700 900123',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'phone', phone: '447700900123' });
    const factorId = data?.id ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId, channel: 'sms' });
    expect(challenge.data).toMatchObject({ type: 'phone' });
    const { code } = await latestMessage(server, '447700900123');
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error).toMatchObject({
      code: 'mfa_verification_failed',
      message: 'Invalid MFA Phone code entered',
    });
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code,
    });
    expect(verified.error).toBeNull();
    const aal = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data;
    expect(aal?.currentLevel).toBe('aal2');
    expect(aal?.currentAuthenticationMethods[0]).toMatchObject({ method: 'mfa/phone' });
    expect((await client.auth.mfa.listFactors()).data?.phone).toEqual([
      expect.objectContaining({ id: factorId, phone: '447700900123', status: 'verified' }),
    ]);
    // MFA_PHONE_MIN_INTERVAL (5 s by default) between two texts of one factor.
    const tooSoon = await client.auth.mfa.challenge({ factorId });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
    const again = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+447700900123' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verified_factor_exists' });
  });

  it('keeps factors to their user', async () => {
    const owner = await signedUp('owner@example.com');
    const { id: factorId } = await enrolTotp(owner);
    const stranger = await signedUp('stranger@example.com');
    const challenge = await stranger.auth.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unenroll = await stranger.auth.mfa.unenroll({ factorId: 'not-a-uuid' });
    expect(unenroll.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    // WebAuthn factors have their own tests (webauthn-routes.test.ts).
    const webauthn = await stranger.auth.mfa.challenge({
      factorId,
      webauthn: { rpId: 'localhost' },
    });
    expect(webauthn.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('grants no request role any access to the factor tables', async () => {
    const { rows } = await server.db.query<{ role: string; allowed: boolean }>(
      `select role, has_table_privilege(role, 'auth.' || t, 'select,insert,update,delete') as allowed
       from unnest(array['anon', 'authenticated', 'service_role']) role,
            unnest(array['mfa_factors', 'mfa_challenges']) t`,
    );
    expect(rows).toHaveLength(6);
    expect(rows.filter((row) => row.allowed)).toEqual([]);
  });
});
