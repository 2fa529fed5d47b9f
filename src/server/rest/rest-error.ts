/** An error answered in PostgREST's shape: `{code, details, hint, message}`, all four keys. */
export class RestError extends Error {
  override name = 'RestError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    hint?: string | null;
    headers?: Record<string, string>;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.details = options.details ?? null;
    this.hint = options.hint ?? null;
    this.headers = options.headers ?? {};
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/**
 * PGRST100: a query parameter that does not follow the grammar. `what` names the parameter
 * kind as PostgREST does ("filter", "select parameter", "order", "logic tree", "columns",
 * "on_conflict"); `input` is the text that failed; `column` is 1-based; `details` says what was
 * expected, for a person.
 */
export function parseError(what: string, input: string, column: number, details: string) {
  return new RestError({
    status: 400,
    code: 'PGRST100',
    message: `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  });
}
