/**
 * What the data API said when it refused, as an Error a screen can show. The server's own
 * messages are written for people (see db/migrations: app.raise_error); the codes PostgreSQL
 * and the data API use are translated here, in the one place every screen goes through, so no
 * screen ever shows a raw database message such as `invalid input syntax for type uuid`.
 */
export class DataError extends Error {
  readonly code: string;
  /** The HTTP status of the refusal, when there was an answer (0 when the server was not reached). */
  readonly status: number;
  constructor(code: string, message: string, status = 0) {
    super(message);
    this.name = 'DataError';
    this.code = code;
    this.status = status;
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
  PGRST301: 'Your sign-in has expired. Sign in again.',
  PGRST303: 'Your sign-in has expired. Sign in again.',
  '23505': 'This already exists.',
  '23503': 'This is still in use elsewhere, so it cannot be removed.',
  '23514': 'Some of the values are not allowed.',
  '23P01': 'This clashes with something already booked.',
  '57014': 'The server took too long to answer. Try again.',
};

// By SQLSTATE class (the first two characters), for codes without a sentence of their own.
const messagesByClass: Record<string, string> = {
  '22': 'Some of the values are not in a form the server accepts.',
  '23': 'Some of the values are not allowed.',
  '40': 'Someone changed this at the same moment. Try again.',
  '53': 'The server is busy. Try again in a moment.',
  '57': 'The server is busy. Try again in a moment.',
  '08': 'The server could not reach its database. Try again in a moment.',
};

const unexplained = 'Something went wrong on the server. Try again, or reload the page.';

// app.raise_error codes are lower-case words (`slot_taken`); their messages are for people.
const isOwnCode = (code: string) => /^[a-z][a-z0-9_]*$/.test(code);

export function dataErrorMessage(error: ErrorLike): string {
  if (error instanceof DataError) return error.message;
  const code = error.code ?? '';
  if (isOwnCode(code)) return error.message || unexplained;
  const known = messagesByCode[code] ?? messagesByClass[code.slice(0, 2)];
  if (known) return known;
  if (error.message === 'Failed to fetch' || error.message?.startsWith('TypeError')) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  // Any other code is PostgreSQL's or the data API's, whose text is for developers.
  if (code !== '') return unexplained;
  return error.message || unexplained;
}

/**
 * Whether the data API refused the session itself (its token expired, or the session was ended
 * elsewhere): nothing on this device can go on with it, so the app signs out here.
 */
export function sessionRefused(error: unknown): boolean {
  return error instanceof DataError && (error.code === 'PGRST301' || error.code === 'PGRST303');
}

export function toDataError(error: ErrorLike, status = 0): DataError {
  return new DataError(error.code ?? 'unknown', dataErrorMessage(error), status);
}

/** What a supabase-js answer holds when it succeeded: the rows, the row, or the function's value. */
type Success<Answer> = Answer extends { error: null; data: infer Data } ? Data : never;

/**
 * The data of a supabase-js answer, typed by the query (the client knows the schema), or its
 * error thrown as a DataError (for query functions).
 */
export async function dataOf<
  Answer extends { data: unknown; error: ErrorLike | null; status?: number },
>(answer: PromiseLike<Answer>): Promise<Success<Answer>> {
  const { data, error, status } = await answer;
  if (error) throw toDataError(error, status);
  return data as Success<Answer>;
}

/** Rows and the exact total of a supabase-js `select(..., { count: 'exact' })`. */
export async function pageOf<Row>(
  answer: PromiseLike<{
    data: Row[] | null;
    error: ErrorLike | null;
    count: number | null;
    status?: number;
  }>,
): Promise<{ rows: Row[]; total: number }> {
  const { data, error, count, status } = await answer;
  if (error) throw toDataError(error, status);
  const rows = data ?? [];
  return { rows, total: count ?? rows.length };
}
