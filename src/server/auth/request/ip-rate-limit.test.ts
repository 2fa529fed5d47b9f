import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('per-address rate limits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server.stop());

  it('answers 429 over_request_rate_limit past the limit, per endpoint', async () => {
    // Requests are counted in fixed one-minute windows (request-counts.ts): attempts that
    // straddled a minute's end would count in two.
    const msLeftInMinute = 60_000 - (Date.now() % 60_000);
    if (msLeftInMinute < 10_000)
      await new Promise((resolve) => setTimeout(resolve, msLeftInMinute));
    const client = testClient(server);
    const attempts = [];
    for (let i = 0; i < 4; i += 1) {
      attempts.push(
        await client.auth.signInWithPassword({ email: 'x@example.com', password: 'nope nope' }),
      );
    }
    expect(attempts.slice(0, 3).map((attempt) => attempt.error?.code)).toEqual([
      'invalid_credentials',
      'invalid_credentials',
      'invalid_credentials',
    ]);
    expect(attempts[3]?.error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // /otp counts on its own.
    const otp = await client.auth.signInWithOtp({ email: 'x@example.com' });
    expect(otp.error).toBeNull();
  });

  it('counts attempts at a second factor code, so a texted code cannot be guessed', async () => {
    const attempt = () =>
      fetch(`${server.url}/auth/v1/factors/${randomUUID()}/verify`, {
        method: 'POST',
        headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge_id: randomUUID(), code: '123456' }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
