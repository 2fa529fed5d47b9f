import type { Database, Queryable } from './database.ts';

/**
 * The interval tasks of several server processes on one database run once per turn: `work` runs
 * in a transaction holding the task's transaction-scoped advisory lock, when no other process
 * holds it; when one does, this process skips the turn (undefined), as that one is doing it
 * (docs/decisions/0072). The lock ends with the transaction, so a process that dies mid-turn
 * (its connection closed) leaves the next turn to the others at once, and what it had done is
 * rolled back. On PGlite, one process's database, the lock is always free.
 */
export function takeTurn<T>(
  db: Database,
  task: string,
  work: (tx: Queryable) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ taken: boolean }>(
      'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as taken',
      [`turn:${task}`],
    );
    return rows[0]?.taken === true ? work(tx) : undefined;
  });
}
