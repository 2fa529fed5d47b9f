import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { passwordSignUp } from '../test-support/supabase-client.ts';
import {
  body,
  deepJson,
  headers,
  method,
  paths,
  query,
  sqlText,
  stackTrace,
} from '../test-support/hostile-requests.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

/**
 * Hostile requests to /rest/v1, /auth/v1 and /storage/v1, as an attacker would send them:
 * every answer is below 500 and shows neither a stack trace nor SQL, and the server stays
 * healthy. Seeds are fixed so a failure is reproduced exactly; runs are kept short.
 */

describe.each(testDatabaseKinds)('hostile input on %s', (kind) => {
  let server: TestServer;
  let userToken: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    const fixture = await import('node:fs').then((fs) =>
      fs.readFileSync(new URL('../test-support/rest-fixture.sql', import.meta.url), 'utf8'),
    );
    await server.db.exec(fixture);
    await server.schemaCache.reload();
    const client = await passwordSignUp(server, 'hostile@example.com');
    userToken = (await client.auth.getSession()).data.session?.access_token ?? '';
    await fetch(`${server.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 'files', name: 'files' }),
    });
  });
  afterAll(() => server.stop());

  const send = async (
    path: string,
    init: { method: string; body?: string; headers?: Record<string, string>; as: string },
  ) => {
    const keys = {
      anon: server.apiKeys.anon,
      user: userToken,
      service: server.apiKeys.serviceRole,
    } as Record<string, string>;
    const token = keys[init.as] as string;
    const response = await fetch(`${server.url}${path}`, {
      method: init.method,
      headers: {
        apikey: server.apiKeys.anon,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
      body: ['GET', 'HEAD'].includes(init.method) ? undefined : init.body,
    });
    return { status: response.status, text: await response.text() };
  };

  const expectSafe = (answer: { status: number; text: string }) => {
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).not.toMatch(stackTrace);
    for (const sql of sqlText) expect(answer.text).not.toMatch(sql);
  };

  it('answers a body nested 10,000 levels deep with 400 on POST and PATCH /rest/v1/<table>', async () => {
    for (const verb of ['POST', 'PATCH']) {
      const answer = await send('/rest/v1/messages?id=eq.1', {
        method: verb,
        body: `{"message":${deepJson(10_000)}}`,
        as: 'service',
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({
        code: 'PGRST102',
        message: 'JSON must not be nested more than 100 levels',
      });
    }
  });

  it('answers a NUL in an email with 400 validation_failed on /signup, /otp and /recover', async () => {
    for (const path of ['/auth/v1/signup', '/auth/v1/otp', '/auth/v1/recover']) {
      const answer = await send(path, {
        method: 'POST',
        body: JSON.stringify({ email: 'a\u0000b@example.com', password: 'long enough 1' }),
        as: 'anon',
      });
      expect([answer.status, JSON.parse(answer.text)]).toMatchObject([
        400,
        {
          error_code: 'validation_failed',
          msg: 'Invalid request body: text must not contain NUL characters',
        },
      ]);
    }
  });

  for (const [api, seed] of [
    ['rest', 23_01],
    ['auth', 23_02],
    ['storage', 23_03],
  ] as const) {
    it(`never answers 5xx, a stack trace or SQL to hostile requests on /${api}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          paths[api],
          query,
          method,
          body,
          headers,
          fc.constantFrom('anon', 'user', 'service'),
          async (path, search, verb, text, extra, as) => {
            const url = `${path}${path.includes('?') ? '&' : '?'}${search}`;
            expectSafe(await send(url, { method: verb, body: text, headers: extra, as }));
          },
        ),
        { seed, numRuns: 120 },
      );
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
    });
  }
});
