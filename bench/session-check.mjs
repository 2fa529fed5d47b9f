// The cost of refusing ended sessions on every API (issue 23, docs/decisions/0018): the
// session check each request with a session's token makes, and the whole bearer-token check
// around it, measured in process on PostgreSQL with warm caches over at least three seconds, so
// the once-a-second reads of auth.session_ends are part of the figure. Then how long a second
// process takes to refuse a session ended by a statement of its own.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createApiTokenVerifier } from '../dist/server/auth/api-token/api-token-verifier.js';
import { SessionLiveness } from '../dist/server/auth/api-token/session-liveness.js';
import { cachedJwtVerifier } from '../dist/server/auth/cached-jwt-verifier.js';
import { signJwt } from '../dist/server/auth/sign-jwt.js';
import { parseSigningKey } from '../dist/server/auth/signing-key.js';
import { createJwtVerifier } from '../dist/server/auth/verify-jwt.js';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { startSigningServer, withBenchDatabase } from './bench-database.mjs';

const sessions = 1000;
const minimumMs = 3000;
const options = { pollIntervalMs: 1000, lookBackMs: 30_000, max: 100_000 };
const url = 'http://bench.test/rest/v1/items';

/** Mean microseconds per call of `check(i)`, called one after another for at least 3 s. */
async function microsPerCall(check) {
  for (let i = 0; i < sessions; i += 1) await check(i);
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < minimumMs) {
    for (let i = 0; i < sessions; i += 1) await check(i);
    calls += sessions;
  }
  return { micros: ((performance.now() - started) * 1000) / calls, calls };
}

export async function benchSessionCheck(port) {
  await withBenchDatabase(async (databaseUrl) => {
    // The server migrates the database; the checks then run here, as each process runs them.
    const server = await startSigningServer(port, databaseUrl);
    await server.stop();
    const db = await openPostgresDatabase(databaseUrl);
    const other = await openPostgresDatabase(databaseUrl);
    try {
      const users = Array.from({ length: sessions }, () => randomUUID());
      await db.query('insert into auth.users (id) select unnest($1::uuid[])', [users]);
      const { rows } = await db.query(
        'insert into auth.sessions (user_id) select unnest($1::uuid[]) returning id, user_id',
        [users],
      );
      const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
        format: 'jwk',
      });
      const key = await parseSigningKey(JSON.stringify(jwk));
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const tokens = await Promise.all(
        rows.map((row) =>
          signJwt(key, {
            iss: 'http://bench.test/auth/v1',
            aud: 'authenticated',
            role: 'authenticated',
            sub: row.user_id,
            session_id: row.id,
            exp,
          }),
        ),
      );

      const liveness = new SessionLiveness(db, options);
      const alone = await microsPerCall((i) => liveness.state(rows[i].id, rows[i].user_id));
      const verify = createApiTokenVerifier(
        cachedJwtVerifier(createJwtVerifier([key]), { max: 10_000, maxAgeMs: 300_000 }),
        new SessionLiveness(db, options),
        undefined,
      );
      const whole = await microsPerCall((i) => verify(tokens[i], { url }));

      // A second process (its own connection and cache) that has the session cached.
      const elsewhere = new SessionLiveness(other, options);
      const ended = rows[0];
      await elsewhere.state(ended.id, ended.user_id);
      await db.query('delete from auth.sessions where id = $1', [ended.id]);
      const endedAt = performance.now();
      while ((await elsewhere.state(ended.id, ended.user_id)) === 'live') {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const refusedAfter = performance.now() - endedAt;

      console.log(
        `session check per request (PostgreSQL, ${sessions} sessions, warm): ${alone.micros.toFixed(2)} µs mean over ${alone.calls} requests (target < 200 µs); the whole bearer-token check (signature cached, claims, session): ${whole.micros.toFixed(2)} µs`,
      );
      console.log(
        `a session ended through one connection is refused by another process's check after ${refusedAfter.toFixed(0)} ms (target < 5,000 ms)`,
      );
    } finally {
      await db.close();
      await other.close();
    }
  });
}
