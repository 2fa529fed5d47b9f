import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { logSafePath } from './log-safe-path.ts';

/**
 * One log line per request, written when the response is ready: its path without the secrets
 * some paths carry (log-safe-path.ts), and never its query string or headers.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: logSafePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
