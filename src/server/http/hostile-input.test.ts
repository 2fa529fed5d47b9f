import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import {
  body,
  contentType,
  deepJson,
  distinctRoutes,
  fillPath,
  formBody,
  headers,
  hostileValues,
  method,
  parameterNames,
  pathValue,
  paths,
  pollution,
  query,
  queryNames,
  sqlText,
  stackTrace,
  type Route,
} from '../test-support/hostile-requests.ts';
import { rawRequest, type RawAnswer, type RawRequest } from '../test-support/raw-request.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { connectTestProvider, paymentsEnv } from '../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { createTestUser, testAccessToken } from '../test-support/test-users.ts';
import { defaultMaxBodyBytes } from './body-limit.ts';

/**
 * Hostile requests as an attacker would send them, to every route the app registers (read
 * from Hono's route table, so a new route is covered without anyone listing it) and, more
 * often, to /rest/v1, /auth/v1 and /storage/v1: every answer is below 500 and shows neither a
 * stack trace nor SQL, no parser reaches Object.prototype, no route waits for a body past its
 * bound, and the server stays healthy and keeps each user to their own rows. Seeds are fixed
 * so a failure is reproduced exactly; runs are few per route. Longer than most test files:
 * the attacks share one server, which takes longer to start than they take to run.
 */

type Identity = 'none' | 'anon' | 'user' | 'service' | 'provider';

const prototypes = () => ({
  object: Object.getOwnPropertyNames(Object.prototype),
  array: Object.getOwnPropertyNames(Array.prototype),
  function: Object.getOwnPropertyNames(Function.prototype),
});

describe.each(testDatabaseKinds)('hostile input on %s', (kind) => {
  let server: TestServer;
  let before: ReturnType<typeof prototypes>;
  let tenant: TestTenant;
  let secretKey: string;
  let routes: Route[];
  /** Values that exist, by the name of the parameter that takes them. */
  const known: Record<string, string> = {
    '*': 'files/a.txt',
    bucket: 'files',
    table: 'notes',
    fn: 'get_status',
    name: 'create-payment',
    topic: 'room',
    event: 'ping',
    index: '0',
  };
  beforeAll(async () => {
    before = prototypes();
    server = await startTestServerOn(kind, {
      ...paymentsEnv,
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
      REST_MAX_BODY_BYTES: String(defaultMaxBodyBytes),
      STORAGE_FILE_SIZE_LIMIT: String(defaultMaxBodyBytes),
    });
    await server.db.exec(
      fs.readFileSync(new URL('../test-support/rest-fixture.sql', import.meta.url), 'utf8'),
    );
    await server.schemaCache.reload();
    await fetch(`${server.url}/storage/v1/bucket`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: 'files', name: 'files' }),
    });
    tenant = await createTestTenant(server, 'hostile');
    const pay = await connectTestProvider(server, tenant);
    secretKey = pay.account.secretKey;
    const intent = await pay.stripe.paymentIntents.create({ amount: 1200, currency: 'gbp' });
    Object.assign(known, { id: intent.id, intent: intent.id, tenant: tenant.id });
    routes = distinctRoutes(server.routes);
  }, 60_000);
  afterAll(() => server.stop());

  /** A new session of the business's client each time: an attack may well sign one out. */
  const userToken = () => testAccessToken(server, tenant.client.id);
  const credentials = (as: Identity, token: string): Record<string, string> => {
    const { anon, serviceRole } = server.apiKeys;
    const bearer = { anon, user: token, service: serviceRole, provider: secretKey }[
      as as Exclude<Identity, 'none'>
    ];
    return {
      ...(as === 'none' || as === 'provider'
        ? {}
        : { apikey: as === 'service' ? serviceRole : anon }),
      ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
    };
  };

  const send = (path: string, request: RawRequest) => rawRequest(`${server.url}${path}`, request);

  const expectSafe = (answer: RawAnswer, where: string) => {
    expect(answer.status, where).toBeLessThan(500);
    expect(answer.text, where).not.toMatch(stackTrace);
    for (const sql of sqlText) expect(answer.text, where).not.toMatch(sql);
  };

  /** A route's method as a request's: a route for any method is tried with the one given. */
  const verbOf = (route: Route, any: string) => (route.method === 'ALL' ? any : route.method);
  const takesBody = (route: Route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  /** The route's path with values that exist, so that the request reaches deep. */
  const plausiblePath = (route: Route) =>
    fillPath(
      route.path,
      parameterNames(route.path).map((name) => known[name] ?? known.id ?? ''),
    );

  it('reads the route table: every API, the test providers and the realtime HTTP routes', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'GET /v1/payment_intents/:id',
      'POST /payments/test-provider/authenticate/:tenant/:intent',
      'POST /payments/v1/webhooks/:tenant',
      'POST /realtime/v1/api/broadcast',
      'POST /client-access/unsubscribe',
      'GET /mailbox/messages/:id/attachments/:index',
      'ALL /rest/v1/:table',
      'POST /sms/v1/twilio/status',
      'POST /sms/v1/twilio/inbound',
      'POST /2010-04-01/Accounts/:accountSid/Messages.json',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answers /payments and the test provider with the API headers', async () => {
    const apiRoutes = routes.filter((route) => /^\/(payments|v1)(\/|$)/.test(route.path));
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      for (const as of ['none', 'provider'] as const) {
        const answer = await send(plausiblePath(route), {
          method: verbOf(route, 'GET'),
          headers: credentials(as, ''),
        });
        const where = `${route.method} ${route.path} as ${as}`;
        expect(answer.headers['content-security-policy'], where).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(answer.headers['x-content-type-options'], where).toBe('nosniff');
        expect(answer.headers['referrer-policy'], where).toBe('same-origin');
      }
    }
  });

  it('answers every body past its bound, declared or chunked and never finished, at once', async () => {
    const past = { size: 64 * 1024, count: defaultMaxBodyBytes / (64 * 1024) + 2 };
    for (const route of routes.filter(takesBody)) {
      const where = `${route.method} ${route.path}`;
      const target = { method: verbOf(route, 'POST'), timeoutMs: 5000 };
      const as = credentials('service', '');
      for (const request of [
        { ...target, headers: as, chunks: past },
        { ...target, headers: as, chunks: past, stall: true },
        {
          ...target,
          headers: { ...as, 'Content-Length': String(defaultMaxBodyBytes + 1) },
          chunks: { size: 1024, count: 1 },
          stall: true,
        },
      ]) {
        const answer = await send(plausiblePath(route), request);
        expectSafe(answer, where);
        // Storage answers its refusals 400 with the status in the body, as Supabase does.
        if (!route.path.startsWith('/storage/v1')) expect(answer.status, where).toBe(413);
        if (!/^\/(rest|auth|storage)\/v1/.test(route.path)) {
          expect(JSON.parse(answer.text), where).toMatchObject({ code: 'body_too_large' });
        }
      }
    }
  });

  it('keeps the connection fit for the next request after refusing a body past its bound', async () => {
    const pieces = (count: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (count-- === 0) controller.close();
          else controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
    // fetch keeps its connection for the next request: a refusal must leave it in step.
    for (const body of ['x'.repeat(3_000_000), pieces(48)]) {
      const url = `${server.url}/payments/v1/payments`;
      const refused = await fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit);
      expect(refused.status).toBe(413);
      const next = await fetch(url, { method: 'POST', body: '{}' });
      expect(next.status).toBe(401);
    }
  });

  it('leaves Object.prototype alone and each user to their own rows after polluting keys everywhere', async () => {
    const [alice, bob] = [await createTestUser(server), await createTestUser(server)];
    const attack = pollution(bob.id);
    for (const route of routes) {
      const where = `${route.method} ${route.path}`;
      const path = `${plausiblePath(route)}?${attack.query}`;
      const token = await userToken();
      for (const as of ['none', 'user', 'provider'] as const) {
        const polluted = { ...credentials(as, token), ['__proto__']: 'p', constructor: 'p' };
        expectSafe(await send(path, { method: verbOf(route, 'GET'), headers: polluted }), where);
        if (!takesBody(route)) continue;
        for (const [type, text] of [
          ['application/x-www-form-urlencoded', attack.form],
          ['application/json', attack.json],
        ] as const) {
          const request = { method: verbOf(route, 'POST'), body: text };
          const withType = { ...polluted, 'Content-Type': type };
          expectSafe(await send(path, { ...request, headers: withType }), where);
        }
      }
    }
    expect(prototypes()).toEqual(before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    for (const [user, note] of [
      [alice, 'alice note'],
      [bob, 'bob note'],
    ] as const) {
      expect((await user.client.from('notes').insert({ body: note })).status).toBe(201);
    }
    expect((await alice.client.from('notes').select('body')).data).toEqual([
      { body: 'alice note' },
    ]);
    expect((await bob.client.from('notes').select('body')).data).toEqual([{ body: 'bob note' }]);
    const anon = await fetch(`${server.url}/rest/v1/notes`, { headers: credentials('anon', '') });
    expect(anon.status).toBe(401);
  });

  // Some thousands of requests: about 7 s on a quiet machine, several times that on a busy one.
  it(
    'answers every route with each hostile value in every path parameter and query field',
    { timeout: 120_000 },
    async () => {
      const identities: Identity[] = ['none', 'anon', 'user', 'service', 'provider'];
      for (const route of routes) {
        const token = await userToken();
        for (const [n, value] of hostileValues.entries()) {
          const as = identities[n % identities.length] as Identity;
          // Short enough in each field that the whole query stays within the header limit.
          const search = queryNames.map((name) => `${name}=${value.slice(0, 300)}`).join('&');
          const path = fillPath(
            route.path,
            parameterNames(route.path).map(() => value),
          );
          const verb = verbOf(route, n % 2 === 0 ? 'GET' : 'POST');
          const answer = await send(`${path}?${search}`, {
            method: verb,
            headers: credentials(as, token),
          });
          expectSafe(answer, `${verb} ${route.path} with ${value.slice(0, 40)} as ${as}`);
        }
      }
      expect(prototypes()).toEqual(before);
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    },
  );

  it('never answers 5xx, a stack trace or SQL to hostile requests on any registered route', async () => {
    const identities: Identity[] = ['none', 'anon', 'user', 'service', 'provider'];
    for (const [n, route] of routes.entries()) {
      const token = await userToken();
      const count = parameterNames(route.path).length;
      await fc.assert(
        fc.asyncProperty(
          route.method === 'ALL' ? method : fc.constant(route.method),
          fc.array(pathValue(Object.values(known)), { minLength: count, maxLength: count }),
          query,
          fc.oneof(body, formBody),
          contentType,
          headers,
          fc.constantFrom(...identities),
          async (verb, values, search, text, type, extra, as) => {
            const answer = await send(`${fillPath(route.path, values)}?${search}`, {
              method: verb,
              headers: {
                ...credentials(as, token),
                ...(type === '' ? {} : { 'Content-Type': type }),
                ...extra,
              },
              body: text,
            });
            expectSafe(answer, `${verb} ${route.path}`);
          },
        ),
        { seed: 24_000 + n, numRuns: 8 },
      );
    }
    expect(prototypes()).toEqual(before);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('answers a body nested 10,000 levels deep with 400 on POST and PATCH /rest/v1/<table>', async () => {
    for (const verb of ['POST', 'PATCH']) {
      const answer = await send('/rest/v1/messages?id=eq.1', {
        method: verb,
        headers: { ...credentials('service', ''), 'Content-Type': 'application/json' },
        body: `{"message":${deepJson(10_000)}}`,
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
        headers: { ...credentials('anon', ''), 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'a\u0000b@example.com', password: 'long enough 1' }),
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
    it(`never answers 5xx, a stack trace or SQL to hostile requests on /${api}, more often`, async () => {
      const token = await userToken();
      await fc.assert(
        fc.asyncProperty(
          paths[api],
          query,
          method,
          body,
          headers,
          fc.constantFrom<Identity>('anon', 'user', 'service'),
          async (path, search, verb, text, extra, as) => {
            const url = `${path}${path.includes('?') ? '&' : '?'}${search}`;
            const answer = await send(url, {
              method: verb,
              headers: { ...credentials(as, token), 'Content-Type': 'application/json', ...extra },
              body: text,
            });
            expectSafe(answer, `${verb} ${path}`);
          },
        ),
        { seed, numRuns: 120 },
      );
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    });
  }
});
