/** What a secret in a logged path is replaced with. */
export const redacted = '[redacted]';

/**
 * The path segments that are keys to something, found by the route before them: a calendar
 * feed's token (whoever holds it reads a person's calendar) and the test provider's
 * authentication link (whoever holds it passes a card's 3-D Secure). Matched anywhere in the
 * path and in any case, so a path that routes nowhere still loses its secret.
 */
const secretAfter = [
  /(\/calendar\/v1\/feeds\/)[^/]+/gi,
  /(\/test-provider\/authenticate\/[^/]+\/)[^/]+/gi,
];

/** A JWT, wherever it is: a token pasted into a path is still a bearer token. */
const jwt = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/**
 * A request's path as it may be logged: its secret segments replaced with `[redacted]`. Only
 * the path: the query string, where signed URLs, unsubscribe links, verification links and
 * realtime's apikey carry their tokens, is never logged.
 */
export function logSafePath(path: string): string {
  return secretAfter
    .reduce((safe, pattern) => safe.replace(pattern, `$1${redacted}`), path)
    .replace(jwt, redacted);
}
