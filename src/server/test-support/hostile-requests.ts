import fc from 'fast-check';

// What an attacker sends the APIs, as fast-check arbitraries (src/server/http/hostile-input.test.ts).

/** Percent-encodes every byte of the text's UTF-8 (lone surrogates become U+FFFD first). */
const encoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
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

export const body = fc.oneof(
  fc.constantFrom(deepJson(10_000), deepArray(10_000), deepJson(150), '{', '', 'null', '[]', '"'),
  fc.json({ maxDepth: 4 }),
  fc
    .dictionary(nasty, fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null)), {
      maxKeys: 4,
    })
    .map((value) => JSON.stringify(value)),
  nasty,
);

/**
 * Query parameters the app's routes read (`c.req.query(...)`, `searchParams.get(...)`), so that
 * hostile values reach them often; random names reach the ones missing here now and then.
 */
export const queryNames = [
  'to',
  'token',
  'tenant_id',
  'client_id',
  'key',
  'client_secret',
  'grant_type',
  'redirect_to',
  'provider',
  'private',
  'type',
  'limit',
  'offset',
  'page',
  'per_page',
  'select',
  'id',
  'download',
  'apikey',
  'code',
  'scopes',
  'RelayState',
  'SAMLRequest',
];

export const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), nasty), nasty, fc.boolean()), {
    maxLength: 4,
  })
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
export const headers = fc.dictionary(
  fc.constantFrom(...headerNames),
  fc.oneof(
    fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
    fc.constantFrom('Bearer x.y.z', 'Bearer ', 'bytes=9-1', 'return=representation,count=exact'),
  ),
  { maxKeys: 4 },
);

export const method = fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS');

export const stackTrace = /\n\s+at \S|\.ts:\d+:\d+|\.js:\d+:\d+/;
export const sqlText = [
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate \S+ set\b/i,
  /syntax error at or near/i,
  /\$\d+::/,
  /\bLINE \d+:/,
];

/** Paths per API, some made of hostile text themselves. */
export const paths = {
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

/** A route as Hono's route table holds it: its method (ALL for any) and its path pattern. */
export interface Route {
  method: string;
  path: string;
}

/** A path parameter (`:id`, `:id{[0-9]+}`, `:id?`) or a wildcard. */
const parameter = /:[^/{}]+(?:\{[^}]*\})?\??|\*/g;

/** The names of a path's parameters in order, `*` for a wildcard. */
export const parameterNames = (path: string) =>
  (path.match(parameter) ?? []).map((found) => /^:([^{?]+)/.exec(found)?.[1] ?? '*');

/** The path with its parameters filled in with the given text, in order. */
export const fillPath = (path: string, values: string[]) => {
  let next = 0;
  return path.replace(parameter, () => values[next++] ?? '');
};

/** Each method and path once: the table lists a middleware and its routes alike. */
export const distinctRoutes = (routes: Route[]): Route[] => [
  ...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values(),
];

/**
 * What an attacker puts where a route takes an id or a name, already percent-encoded for a
 * URL: NUL, very long text, unicode, `..`, numbers out of every range, uuid-like junk.
 */
export const hostileValues = [
  '%00',
  'a%00b',
  'x'.repeat(3000),
  encodeURIComponent('ünïcødé 😀 \u202e'),
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '99999999999999999999',
  '-1',
  '1e309',
  '0x7fffffff',
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-4000-8000-000000000000',
  '8b7ae7a9-0d56-4c5b-9a2f-8c3f1d2b6a1%00',
  'pi_%00',
  '%ff%fe',
];

/** The above, any nasty text, and from `known` values that exist, to get past first checks. */
export const pathValue = (known: string[]) =>
  fc.oneof(fc.constantFrom(...hostileValues), nasty.map(encoded), fc.constantFrom(...known));

/** Names that reach Object.prototype through a parser that builds objects from keys. */
const pollutingKeys = [
  '__proto__[settings][request.jwt.claim.sub]',
  '__proto__[p]',
  'constructor[prototype][p]',
  'a[__proto__][p]',
  '__proto__.p',
  'toString[p]',
];

/** Form bodies of bracketed keys, as Stripe's API and HTML forms nest them. */
export const formBody = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          ...pollutingKeys,
          'amount',
          'metadata[a]',
          'a[b][c][d][e][f]',
          'a]',
          'expand[]',
          'key',
          'client_secret',
          'result',
          'List-Unsubscribe',
        ),
        nasty,
      ),
      fc.oneof(nasty, fc.constantFrom('pass', 'One-Click', 'card', '1200', 'true')),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

export const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----hostile',
  'application/octet-stream',
  'text/plain',
  'application/json; charset=utf-16',
  '',
);

/** The same pollution in a query, a form body and a JSON body (nested as well as on top). */
export const pollution = (value: string) => ({
  query: pollutingKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&'),
  form: pollutingKeys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&'),
  json: JSON.stringify({
    ['__proto__']: { p: value },
    a: { b: [{ ['__proto__']: { p: value } }] },
    constructor: { prototype: { p: value } },
  }),
});
