/** Deeper than any body our APIs take; deep enough for any JSON a column holds in practice. */
export const maxJsonDepth = 100;

/** Why a request's JSON was refused, in words an API can put in its 400 answer. */
export class JsonInputError extends Error {
  override name = 'JsonInputError';
  /** Whether the text was not JSON at all, or JSON we refuse. */
  readonly syntax: boolean;
  constructor(message: string, syntax: boolean) {
    super(message);
    this.syntax = syntax;
  }
}

/**
 * Why a parsed JSON value cannot be taken, or undefined: nested deeper than `maxJsonDepth`
 * (deep values overflow the stack of whatever walks them next, here or in PostgreSQL), a NUL
 * character in a string or key (PostgreSQL's text cannot hold one), or the key `__proto__`
 * (JSON.parse makes it an own property, but any code that copies the object by assignment
 * would set a prototype instead, and no body of ours has such a field). Walks iteratively, so
 * that the check itself cannot overflow.
 */
export function jsonInputProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'text must not contain NUL characters';
    } else if (item !== null && typeof item === 'object') {
      if (depth > maxJsonDepth) return `JSON must not be nested more than ${maxJsonDepth} levels`;
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'text must not contain NUL characters';
        if (key === '__proto__') return 'JSON must not use the key __proto__';
        pending.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

/** JSON.parse for request bodies: throws JsonInputError for bad syntax and for the above. */
export function parseJsonInput(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new JsonInputError((error as Error).message, true);
  }
  const problem = jsonInputProblem(value);
  if (problem !== undefined) throw new JsonInputError(problem, false);
  return value;
}

/**
 * The JSON of a body for routes that refuse a missing or unreadable one in their own words (a
 * 400 saying what to send): undefined for an empty body, bad syntax or JSON refused above.
 */
export function jsonInputOrNone(text: string): unknown {
  try {
    return parseJsonInput(text);
  } catch (error) {
    if (error instanceof JsonInputError) return undefined;
    throw error;
  }
}
