import type { ErrorHandler } from 'hono';
import type { Logger } from 'pino';
import { isStatementTimeout, statementTimeoutMessage } from '../db/statement-timeouts.ts';
import { isDataException } from '../rest/database-error.ts';
import { logSafePath } from './log-safe-path.ts';

/**
 * The answer to an error no route answered itself. A PostgreSQL data exception (class 22: a
 * NUL in text, a number out of range, text that is no uuid) is the request's input, never the
 * server (rest/database-error.ts), so wherever a check before the database missed such a
 * value the caller gets a 400 naming it, not a 500; its message quotes the value, never SQL.
 * A statement that ran out of its role's time (docs/decisions/0049) is no bug either: it says
 * so. Anything else is ours: logged, and a 500 that says nothing of why.
 */
export function answerUnhandledError(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (isStatementTimeout(error)) {
      return c.json({ code: 'statement_timeout', message: statementTimeoutMessage }, 500);
    }
    const path = logSafePath(c.req.path);
    if (isDataException(error)) {
      logger.warn({ err: error, path }, 'input refused by the database');
      return c.json(
        {
          code: 'invalid_input',
          message: `The request holds a value the server cannot take: ${error.message}`,
        },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }
    logger.error({ err: error, path }, 'unhandled error');
    return c.json(
      { code: 'internal_error', message: 'The server could not complete the request.' },
      500,
    );
  };
}
