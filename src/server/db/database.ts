import type { StatementTimeouts } from './statement-timeouts.ts';

/** The one database interface the server uses, implemented over PGlite and over PostgreSQL. */

export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface Queryable {
  /** One statement with bound parameters ($1, $2, ...). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** What withRequestRole bounds each request role's statements by, as roles' settings would. */
  readonly statementTimeouts: StatementTimeouts;
  /** Runs fn inside BEGIN ... COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a session-level advisory lock, so that several server instances
   * sharing one database do a piece of work (such as migrating) one at a time.
   */
  withAdvisoryLock<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls onNotify with the payload of each NOTIFY on the channel, until the returned stop. A
   * lost connection is replaced; onReconnect is called once listening again, since what was
   * sent in between was missed.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Supabase's unless the configuration says otherwise (ANON_STATEMENT_TIMEOUT_MS, …). */
  statementTimeouts?: StatementTimeouts;
}
