import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  latestMessage,
  passwordSignUp,
  testClient,
  testPassword,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** A six-digit code that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(testDatabaseKinds)('guessing on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_PER_MINUTE: '1000',
      EMAIL_MIN_INTERVAL: '0',
    });
  });
  afterAll(() => server.stop());

  const emailCode = async (email: string) => {
    expect((await testClient(server).auth.signInWithOtp({ email })).error).toBeNull();
    return (await latestMessage(server, email)).code;
  };
  const verify = (email: string, token: string) =>
    testClient(server).auth.verifyOtp({ email, token, type: 'email' });

  it('voids an emailed code after five wrong tries, and keeps it after four', async () => {
    await passwordSignUp(server, 'otp-five@example.com');
    const code = await emailCode('otp-five@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await verify('otp-five@example.com', wrongCode(code))).error?.code).toBe(
        'otp_expired',
      );
    }
    const late = await verify('otp-five@example.com', code);
    expect([late.error?.code, late.data.session]).toEqual(['otp_expired', null]);

    await passwordSignUp(server, 'otp-four@example.com');
    const fresh = await emailCode('otp-four@example.com');
    for (let i = 0; i < 4; i += 1) await verify('otp-four@example.com', wrongCode(fresh));
    expect((await verify('otp-four@example.com', fresh)).data.session).not.toBeNull();
  });

  it('expires a second-factor challenge after five wrong codes', async () => {
    const client = await passwordSignUp(server, 'mfa-five@example.com');
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const totp = new TOTP({ secret: Secret.fromBase32(factor?.totp.secret ?? '') });
    const factorId = factor?.id ?? '';
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge?.id ?? '';
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId,
        code: wrongCode(totp.generate()),
      });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const late = await client.auth.mfa.verify({ factorId, challengeId, code: totp.generate() });
    expect(late.error?.code).toBe('mfa_challenge_expired');
    const { data: again } = await client.auth.mfa.challenge({ factorId });
    const { error } = await client.auth.mfa.verify({
      factorId,
      challengeId: again?.id ?? '',
      code: totp.generate(),
    });
    expect(error).toBeNull();
  });

  it('slows down an address after five wrong passwords, known or not, alike', async () => {
    await passwordSignUp(server, 'slow@example.com');
    const signIn = async (email: string, password: string) => {
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return [response.status, await response.json()] as const;
    };
    for (const email of ['slow@example.com', 'nobody-here@example.com']) {
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(email, 'wrong password'))[0]).toBe(400);
      }
    }
    // The same answer, but for the seconds left, which tick on between the two requests.
    const withoutSeconds = (answer: unknown) => JSON.stringify(answer).replace(/\d+ seconds/, 'N');
    const known = await signIn('slow@example.com', testPassword);
    const unknown = await signIn('nobody-here@example.com', testPassword);
    expect(withoutSeconds(known)).toBe(withoutSeconds(unknown));
    expect(known).toMatchObject([429, { error_code: 'over_request_rate_limit' }]);
    // Another address is not slowed down by them.
    await passwordSignUp(server, 'other@example.com');
    expect((await signIn('other@example.com', testPassword))[0]).toBe(200);
  });

  it('answers a wrong password in the same time class for a known and an unknown address', async () => {
    await passwordSignUp(server, 'timing@example.com');
    const time = async (email: string) => {
      const started = performance.now();
      await testClient(server).auth.signInWithPassword({ email, password: 'wrong password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => {
      const sorted = values.toSorted((a, b) => a - b);
      return ((sorted[1] as number) + (sorted[2] as number)) / 2;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Four tries each stay under the slowdown; alternating shares out any load on the machine.
    for (let i = 0; i < 4; i += 1) {
      known.push(await time('timing@example.com'));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const ratio = median(known) / median(unknown);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
