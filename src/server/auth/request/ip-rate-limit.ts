import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { clientIp } from './client-ip.ts';

/**
 * Allows each client address `perMinute` requests a minute to the routes it guards, counted in
 * auth.rate_limits (docs/decisions/0007-rate-limits-in-the-database.md).
 */
export function ipRateLimit(db: Database, perMinute: number, bucket: string): MiddlewareHandler {
  return async (c, next) => {
    const { rows } = await db.query<{ hits: number }>(
      `insert into auth.rate_limits (key, window_start, hits)
       values ($1, date_trunc('minute', now()), 1)
       on conflict (key, window_start) do update set hits = auth.rate_limits.hits + 1
       returning hits`,
      [`${bucket}:${clientIp(c)}`],
    );
    const hits = rows[0]?.hits ?? 0;
    // The first hit of a window clears windows that ended, so the table stays small.
    if (hits === 1) {
      await db.query(
        `delete from auth.rate_limits where window_start < date_trunc('minute', now())`,
      );
    }
    if (hits > perMinute) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await next();
  };
}
