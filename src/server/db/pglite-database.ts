import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Database, DatabaseOptions, Queryable, QueryResult } from './database.ts';
import { supabaseStatementTimeouts } from './statement-timeouts.ts';

type PgliteQueryable = Pick<PGlite | Transaction, 'query' | 'exec'>;

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Opens the embedded database in `<dataDir>/pgdata`, or in memory when dataDir is undefined.
 * PGlite is one connection in this process: its transactions run one at a time, and the
 * data-dir lock (data-dir-lock.ts) keeps other processes out, so no advisory lock is needed.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  options: DatabaseOptions = {},
): Promise<Database> {
  const pg = await PGlite.create(dataDir === undefined ? undefined : path.join(dataDir, 'pgdata'), {
    extensions: { btree_gist, citext, pgcrypto },
  });
  return {
    kind: 'pglite',
    statementTimeouts: options.statementTimeouts ?? supabaseStatementTimeouts,
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    withAdvisoryLock: (_key, fn) => fn(),
    listen: (channel, onNotify) => pg.listen(channel, onNotify),
    close: () => pg.close(),
  };
}
