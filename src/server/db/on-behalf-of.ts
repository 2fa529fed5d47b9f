import type { Database, Queryable } from './database.ts';

/** The person a server route acts for, and the request, as the audit trail names them. */
export interface ActingFor {
  /** Their verified claims (role authenticated, sub: their user id). */
  claims: Record<string, unknown>;
  method: string;
  path: string;
  requestId: string;
}

/**
 * Runs fn in one transaction whose request settings name the person a server route acts for,
 * as withRequestRole's do, but on the server's own role: the route has checked what they may do
 * and writes where no request role may (sealed secrets, closed schemas). The audit trail then
 * says who made the change and from which request (audit.actor, docs/decisions/0068), instead
 * of the system.
 */
export function onBehalfOf<T>(
  db: Database,
  person: ActingFor,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true)`,
      [
        JSON.stringify(person.claims),
        person.method,
        person.path,
        JSON.stringify({ 'x-request-id': person.requestId }),
      ],
    );
    return fn(tx);
  });
}
