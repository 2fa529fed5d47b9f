import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address the request came from. Forwarded headers are not trusted: anyone can send them,
 * and per-IP rate limits would then be trivial to escape.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    // Requests made without a socket (app.request in tests) have no address.
    return '';
  }
}
