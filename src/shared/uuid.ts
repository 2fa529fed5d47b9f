const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID in its usual text form, either case: what an id from a path, a
 * query or a token must be before it reaches a `uuid` column, so that a malformed one is
 * answered as not found or invalid rather than as a database error.
 */
export function isUuid(value: string): boolean {
  return uuidShape.test(value);
}
