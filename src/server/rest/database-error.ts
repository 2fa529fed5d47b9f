import { RestError } from './rest-error.ts';

interface PostgresError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresError {
  if (!(error instanceof Error)) return false;
  const code = (error as Partial<PostgresError>).code;
  // Five characters: a SQLSTATE, or PostgREST's own 'PGRST' raised from SQL.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * A PostgreSQL data exception (class 22: a value of the wrong form, a NUL in text, a number
 * out of range): the request's input was bad, never the server, whichever API sent it.
 */
export function isDataException(error: unknown): boolean {
  return isPostgresError(error) && error.code.startsWith('22');
}

/** The HTTP status PostgREST v14 gives a SQLSTATE (contract section 3.3). */
export function statusForSqlState(code: string, message: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '22023' && /^role ".*" does not exist$/.test(message)) return 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
  };
  if (code in exact) return exact[code] ?? 500;
  const byClass: [prefix: string, status: number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  return byClass.find(([prefix]) => code.startsWith(prefix))?.[1] ?? 400;
}

/**
 * A PostgreSQL error as PostgREST answers it: SQLSTATE as the code, the server's message,
 * detail and hint, and the status of contract section 3.3. A `RAISE ... USING ERRCODE =
 * 'PGRST'` carries its own status, headers and body as JSON (PostgREST's convention).
 */
export function restErrorFromDatabase(error: PostgresError, role: string): RestError {
  if (error.code === 'PGRST') {
    try {
      const body = JSON.parse(error.message) as Record<string, unknown>;
      const response = JSON.parse(error.detail ?? '{}') as {
        status?: number;
        headers?: Record<string, string>;
      };
      return new RestError({
        status: response.status ?? 400,
        code: String(body.code ?? 'PGRST'),
        message: String(body.message ?? ''),
        details: body.details ?? null,
        hint: typeof body.hint === 'string' ? body.hint : null,
        headers: response.headers ?? {},
      });
    } catch {
      return new RestError({
        status: 500,
        code: 'PGRST121',
        message: 'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
        details: error.message,
      });
    }
  }
  const status = statusForSqlState(error.code, error.message, role);
  return new RestError({
    status,
    code: error.code,
    message: error.message,
    details: error.detail ?? null,
    hint: error.hint ?? null,
  });
}
