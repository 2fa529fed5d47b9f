import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { clientIp } from './client-ip.ts';
import { requestCountsFor } from './request-counts.ts';

/**
 * Allows each client address `perMinute` requests a minute to the routes it guards, counted in
 * auth.rate_limits on PostgreSQL and in memory on PGlite (request-counts.ts).
 */
export function ipRateLimit(db: Database, perMinute: number, bucket: string): MiddlewareHandler {
  const counts = requestCountsFor(db);
  return async (c, next) => {
    if ((await counts.hit(`${bucket}:${clientIp(c)}`)) > perMinute) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    await next();
  };
}
