import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { logSafePath } from './log-safe-path.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by requestLog: the request's id, in its log line, its answer and the audit trail. */
    requestId: string;
  }
}

/**
 * One log line per request, written when the response is ready: its id (also the answer's
 * `x-request-id`, and the audit trail's request), its path without the secrets some paths carry
 * (log-safe-path.ts), and never its query string or headers.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    c.header('x-request-id', id);
    logger.info(
      {
        id,
        method: c.req.method,
        path: logSafePath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
