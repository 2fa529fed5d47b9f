import type { ErrorHandler } from 'hono';
import type { Logger } from 'pino';
import { isDataException } from '../rest/database-error.ts';

/**
 * The answer to an error no route answered itself. A PostgreSQL data exception (class 22: a
 * NUL in text, a number out of range, text that is no uuid) is the request's input, never the
 * server (rest/database-error.ts), so wherever a check before the database missed such a
 * value the caller gets a 400 naming it, not a 500; its message quotes the value, never SQL.
 * Anything else is ours: logged, and a 500 that says nothing of why.
 */
export function answerUnhandledError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (isDataException(error)) {
      logger.warn({ err: error, path: c.req.path }, 'input refused by the database');
      return c.json(
        {
          code: 'invalid_input',
          message: `The request holds a value the server cannot take: ${error.message}`,
        },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json(
      { code: 'internal_error', message: 'The server could not complete the request.' },
      500,
    );
  };
}
