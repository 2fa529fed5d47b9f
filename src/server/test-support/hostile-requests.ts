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

export const query = fc
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
