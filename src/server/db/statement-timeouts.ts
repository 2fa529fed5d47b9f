import type { Queryable } from './database.ts';
import type { RequestRole } from './with-request-role.ts';

/**
 * How long one statement of a request may run, in milliseconds, by the role the request comes
 * from; 0 sets no limit (docs/decisions/0049).
 */
export type StatementTimeouts = Record<RequestRole, number>;

/**
 * Supabase's: anon 3 s and authenticated 8 s by their roles' own settings, service_role none of
 * its own, so the authenticator's 8 s.
 */
export const supabaseStatementTimeouts: StatementTimeouts = {
  anon: 3000,
  authenticated: 8000,
  service_role: 8000,
};

/** The SQLSTATE of a cancelled statement (query_canceled), as PostgreSQL reports a timeout. */
export const statementTimeoutCode = '57014';

/** A statement that ran longer than its request allows, worded as PostgreSQL words it. */
export class StatementTimeoutError extends Error {
  override name = 'StatementTimeoutError';
  readonly code = statementTimeoutCode;
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

/** How the APIs without a protocol's own words (functions, calendars, payments) explain one. */
export const statementTimeoutMessage =
  'The database took longer than this request may take, and stopped it: try again, or ask for less at once.';

/** Whether the database cancelled a statement; the server cancels none, so it ran out of time. */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === statementTimeoutCode;
}

/**
 * PGlite runs a statement to its end on the process's one thread, and accepts statement_timeout
 * without acting on it: nothing can stop a statement under way. What can still hold is the
 * answer: a statement that took longer than allowed fails once it returns, so its request rolls
 * back and answers as on PostgreSQL (57014) instead of succeeding late.
 */
export function refusingOverruns(
  target: Queryable,
  timeoutMs: number,
  now: () => number = () => performance.now(),
): Queryable {
  if (timeoutMs <= 0) return target;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = now();
    const result = await run();
    if (now() - started > timeoutMs) throw new StatementTimeoutError();
    return result;
  };
  return {
    query: (sql, params) => timed(() => target.query(sql, params)),
    exec: (sql) => timed(() => target.exec(sql)),
  };
}
