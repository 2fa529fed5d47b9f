import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { passwordSignUp } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

/**
 * Hostile requests to /rest/v1, /auth/v1 and /storage/v1, as an attacker would send them:
 * every answer is below 500 and shows neither a stack trace nor SQL, and the server stays
 * healthy. Seeds are fixed so a failure is reproduced exactly; runs are kept short.
 */

/** Percent-encodes every byte of the text's UTF-8 (lone surrogates become U+FFFD first). */
const encoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b@example.com',
    "'; drop table auth.users; --",
    '" or 1=1 --',
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '\ud800',
    '%00',
    '%zz',
    '\\',
    'null',
    '-1',
    '1e309',
    '9'.repeat(40),
    'x'.repeat(5000),
    '*',
    '(',
    'eq.',
    'in.(1,2',
  ),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ maxLength: 20 }),
);

const body = fc.oneof(
  fc.constantFrom(deepJson(10_000), deepArray(10_000), deepJson(150), '{', '', 'null', '[]', '"'),
  fc.json({ maxDepth: 4 }),
  fc
    .dictionary(nasty, fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null)), {
      maxKeys: 4,
    })
    .map((value) => JSON.stringify(value)),
  nasty,
);

const query = fc
  .array(fc.tuple(nasty, nasty, fc.boolean()), { maxLength: 4 })
  .map((pairs) =>
    pairs
      .map(([key, value, raw]) =>
        raw
          ? `${key.replace(/[#\s]/g, '')}=${value.replace(/[#\s]/g, '')}`
          : `${encoded(key)}=${encoded(value)}`,
      )
      .join('&'),
  );

const headerNames = [
  'Prefer',
  'Range',
  'Accept',
  'Content-Type',
  'Accept-Profile',
  'Content-Profile',
  'X-JWT-AUD',
  'X-Upsert',
  'x-metadata',
  'Cache-Control',
  'X-Client-IP',
  'X-Forwarded-For',
  'X-Supabase-Api-Version',
  'Authorization',
];
const headers = fc.dictionary(
  fc.constantFrom(...headerNames),
  fc.oneof(
    fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
    fc.constantFrom('Bearer x.y.z', 'Bearer ', 'bytes=9-1', 'return=representation,count=exact'),
  ),
  { maxKeys: 4 },
);

const method = fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS');

const stackTrace = /\n\s+at \S|\.ts:\d+:\d+|\.js:\d+:\d+/;
const sqlText = [
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate \S+ set\b/i,
  /syntax error at or near/i,
  /\$\d+::/,
  /\bLINE \d+:/,
];

/** Paths per API, some made of hostile text themselves. */
const paths = {
  rest: fc.oneof(
    fc.constantFrom('/rest/v1/users', '/rest/v1/messages', '/rest/v1/rpc/get_status'),
    nasty.map((name) => `/rest/v1/${encoded(name)}`),
    nasty.map((name) => `/rest/v1/rpc/${encoded(name)}`),
  ),
  auth: fc.oneof(
    fc.constantFrom(
      '/auth/v1/signup',
      '/auth/v1/otp',
      '/auth/v1/recover',
      '/auth/v1/verify',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/token?grant_type=refresh_token',
      '/auth/v1/token?grant_type=pkce',
      '/auth/v1/token?grant_type=id_token',
      '/auth/v1/user',
      '/auth/v1/factors',
      '/auth/v1/logout',
      '/auth/v1/resend',
      '/auth/v1/admin/users',
      '/auth/v1/authorize',
      '/auth/v1/sso',
    ),
    nasty.map((name) => `/auth/v1/admin/users/${encoded(name)}`),
  ),
  storage: fc.oneof(
    fc.constantFrom(
      '/storage/v1/bucket',
      '/storage/v1/bucket/files',
      '/storage/v1/object/files/a.txt',
      '/storage/v1/object/list/files',
      '/storage/v1/object/sign/files/a.txt',
      '/storage/v1/object/upload/sign/files/b.txt',
      '/storage/v1/object/move',
    ),
    nasty.map((name) => `/storage/v1/object/files/${encoded(name)}`),
    nasty.map((name) => `/storage/v1/bucket/${encoded(name)}`),
  ),
};

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
