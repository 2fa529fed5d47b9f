import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { serverVersion } from '../version.ts';

/** GET /health: the server and database state, 503 when the database does not answer. */
export function registerHealthRoute(app: Hono, db: Database): void {
  const startedAt = Date.now();
  app.get('/health', async (c) => {
    const started = performance.now();
    let database: { kind: string; status: 'ok' | 'unavailable'; latency_ms?: number };
    try {
      await db.query('select 1');
      const latency = Math.round((performance.now() - started) * 10) / 10;
      database = { kind: db.kind, status: 'ok', latency_ms: latency };
    } catch {
      database = { kind: db.kind, status: 'unavailable' };
    }
    const ok = database.status === 'ok';
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        version: serverVersion,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        database,
      },
      ok ? 200 : 503,
    );
  });
}
