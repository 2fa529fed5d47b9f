/**
 * What the data API said when it refused, as an Error a screen can show. The server's own
 * messages are written for people (see db/migrations: app.raise_error); the codes PostgreSQL
 * and the data API use for a refusal are translated here.
 */
export class DataError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'DataError';
    this.code = code;
  }
}

interface ErrorLike {
  code?: string;
  message?: string;
}

const messagesByCode: Record<string, string> = {
  // Row-level security refused a write: the role may not do this.
  '42501': 'Your role in this business does not allow this.',
  PGRST116: 'This item no longer exists, or you cannot see it.',
  '23505': 'This already exists.',
  '23503': 'This is still in use elsewhere, so it cannot be removed.',
  '23514': 'Some of the values are not allowed.',
  '57014': 'The server took too long to answer. Try again.',
};

export function dataErrorMessage(error: ErrorLike): string {
  const code = error.code ?? '';
  const known = messagesByCode[code];
  if (known) return known;
  if (error.message === 'Failed to fetch' || error.message?.startsWith('TypeError')) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return error.message || 'Something went wrong. Try again.';
}

export function toDataError(error: ErrorLike): DataError {
  return new DataError(error.code ?? 'unknown', dataErrorMessage(error));
}

/** What a supabase-js answer holds when it succeeded: the rows, the row, or the function's value. */
type Success<Answer> = Answer extends { error: null; data: infer Data } ? Data : never;

/**
 * The data of a supabase-js answer, typed by the query (the client knows the schema), or its
 * error thrown as a DataError (for query functions).
 */
export async function dataOf<Answer extends { data: unknown; error: ErrorLike | null }>(
  answer: PromiseLike<Answer>,
): Promise<Success<Answer>> {
  const { data, error } = await answer;
  if (error) throw toDataError(error);
  return data as Success<Answer>;
}

/** Rows and the exact total of a supabase-js `select(..., { count: 'exact' })`. */
export async function pageOf<Row>(
  answer: PromiseLike<{ data: Row[] | null; error: ErrorLike | null; count: number | null }>,
): Promise<{ rows: Row[]; total: number }> {
  const { data, error, count } = await answer;
  if (error) throw toDataError(error);
  const rows = data ?? [];
  return { rows, total: count ?? rows.length };
}
