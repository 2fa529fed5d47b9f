import type { Database } from '../db/database.ts';
import { setRequestContext, withRequestRole, type RequestRole } from '../db/with-request-role.ts';

/**
 * Who may read from and write to a private channel: the policies on realtime.messages decide,
 * as on Supabase (reference/realtime.md §4.4). Every check runs in a transaction that is rolled
 * back, so nothing it adds stays.
 */

export type Extension = 'broadcast' | 'presence';

export interface Subscriber {
  role: RequestRole;
  claims: Record<string, unknown>;
  /** The socket's `x-…` handshake headers, or a REST request's headers, for request.headers. */
  headers: Record<string, string>;
}

/** Thrown to end a check's transaction without keeping anything. */
class RolledBack<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('rolled back');
    this.result = result;
  }
}

async function rolledBack<T>(run: (keep: (result: T) => never) => Promise<unknown>): Promise<T> {
  try {
    await run((result) => {
      throw new RolledBack(result);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
  throw new Error('A check ended without an answer');
}

function contextOf(subscriber: Subscriber, channel: string) {
  const sub = typeof subscriber.claims.sub === 'string' ? subscriber.claims.sub : '';
  return {
    role: subscriber.role,
    claims: subscriber.claims,
    headers: subscriber.headers,
    settings: {
      'realtime.topic': channel,
      'request.jwt.claim.sub': sub,
      'request.jwt.claim.role': subscriber.role,
    },
  };
}

/**
 * The extensions the subscriber may read on the channel: the server adds one row per extension
 * with the channel's topic, then looks for them as the subscriber; a row the policies show is
 * a read granted.
 */
export function readableExtensions(
  db: Database,
  subscriber: Subscriber,
  channel: string,
  extensions: Extension[],
): Promise<Set<Extension>> {
  return rolledBack((keep) =>
    db.transaction(async (tx) => {
      const { rows: added } = await tx.query<{ id: string }>(
        `insert into realtime.messages (topic, extension, private)
         select $1, extension, true from unnest($2::text[]) extension
         returning id`,
        [channel, extensions],
      );
      await setRequestContext(tx, contextOf(subscriber, channel));
      const { rows } = await tx.query<{ extension: Extension }>(
        `select extension from realtime.messages where id = any($1::uuid[])`,
        [added.map((row) => row.id)],
      );
      keep(new Set(rows.map((row) => row.extension)));
    }),
  );
}

/**
 * Whether the subscriber may write (broadcast, or track presence) on the channel: a row added as
 * the subscriber that the policies let in. A refusal by policy or grant is a no; any other
 * failure is thrown.
 */
export async function mayWrite(
  db: Database,
  subscriber: Subscriber,
  channel: string,
  extension: Extension,
): Promise<boolean> {
  try {
    return await rolledBack((keep) =>
      withRequestRole(db, contextOf(subscriber, channel), async (tx) => {
        await tx.query(
          `insert into realtime.messages (topic, extension, private) values ($1, $2, true)`,
          [channel, extension],
        );
        keep(true);
      }),
    );
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return false;
    throw error;
  }
}
