// What the PostgreSQL benchmarks share: a database of their own, dropped afterwards, and a
// server started on it whose tokens the benchmark signs itself.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import { startBuiltServer } from './start-server.mjs';

export async function withBenchDatabase(fn) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

/** The built server on `databaseUrl`, with a signing key the benchmark knows. */
export async function startSigningServer(port, databaseUrl) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const server = await startBuiltServer({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'bench' }),
  });
  const key = await importJWK(jwk, 'ES256');
  return {
    ...server,
    /**
     * An access token valid for an hour: for `authenticated`, of a new session of the user
     * `sub` (every API refuses a token whose session does not exist); for `service_role`, a key.
     */
    token: (sub, role = 'authenticated') =>
      role === 'authenticated'
        ? sessionToken({ key, kid: 'bench', databaseUrl, issuer: `${server.url}/auth/v1`, sub })
        : new SignJWT({ iss: 'supabase', role, exp: Math.floor(Date.now() / 1000) + 3600 })
            .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
            .sign(key),
  };
}

/**
 * An access token of a new session of the user `sub`, valid for two hours: every API refuses a
 * token whose session does not exist or whose issuer is not the server's.
 */
export async function sessionToken({ key, kid, databaseUrl, issuer, sub }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('insert into auth.users (id) values ($1) on conflict do nothing', [sub]);
    const { rows } = await db.query(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [sub],
    );
    const claims = { iss: issuer, sub, role: 'authenticated', aud: 'authenticated', aal: 'aal1' };
    return await new SignJWT({ ...claims, session_id: rows[0].id })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setExpirationTime('2h')
      .sign(key);
  } finally {
    await db.end();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
