import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../../test-support/supabase-client.ts';

describe('resending confirmations, at most once a minute per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite');
  });
  afterAll(() => server.stop());

  it('refuses a second email within EMAIL_MIN_INTERVAL with 429', async () => {
    const client = testClient(server);
    await client.auth.signUp({ email: 'again@example.com', password: 'correct horse' });
    const { error } = await client.auth.resend({ type: 'signup', email: 'again@example.com' });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      ),
    });
  });

  it('resends once the interval has passed, and the old code stops working', async () => {
    const client = testClient(server);
    await client.auth.signUp({ email: 'later@example.com', password: 'correct horse' });
    const first = await latestMessage(server, 'later@example.com');
    await server.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '2 minutes'
       where email = 'later@example.com'`,
    );
    expect(
      (await client.auth.resend({ type: 'signup', email: 'later@example.com' })).error,
    ).toBeNull();
    const second = await latestMessage(server, 'later@example.com');
    expect(second.link).not.toBe(first.link);
    const old = await fetch(first.link, { redirect: 'manual' });
    expect(old.headers.get('location')).toContain('error_code=otp_expired');
  });

  it('answers {} when nothing is pending, revealing nothing', async () => {
    const { data, error } = await testClient(server).auth.resend({
      type: 'signup',
      email: 'unknown@example.com',
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
  });
});
