import pg from 'pg';
import type { Database, DatabaseOptions, Queryable, QueryResult } from './database.ts';
import { supabaseStatementTimeouts } from './statement-timeouts.ts';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
      const result = await target.query(sql, params);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await target.query(sql);
    },
  };
}

export async function openPostgresDatabase(
  connectionString: string,
  options: DatabaseOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover, admin termination) is
  // reported here and discarded by the pool; without a listener it would end the process.
  // Queries in flight get their own errors.
  pool.on('error', () => undefined);
  // Fail at start with the driver's own message when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    statementTimeouts: options.statementTimeouts ?? supabaseStatementTimeouts,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('rollback').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key.toString()]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key.toString()]);
        }
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onReconnect) {
      // A client of its own: a pooled one would be handed to other work while listening. When
      // it is lost (a restart, a terminated backend) another one listens again, a second
      // later, until it works; notifications sent meanwhile are lost, so onReconnect lets the
      // listener catch up.
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async (): Promise<pg.Client> => {
        const next = new pg.Client({ connectionString });
        // As for the pool: a dropped connection must not end the process.
        next.on('error', () => undefined);
        await next.connect();
        next.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        try {
          await next.query(`listen "${channel.replaceAll('"', '""')}"`);
        } catch (error) {
          await next.end().catch(() => undefined);
          throw error;
        }
        next.once('end', () => {
          const retry = () => {
            if (stopped) return;
            connect()
              .then(async (again) => {
                if (stopped) return again.end();
                client = again;
                onReconnect?.();
              })
              .catch(() => setTimeout(retry, 1000).unref());
          };
          setTimeout(retry, 1000).unref();
        });
        return next;
      };
      client = await connect();
      return async () => {
        stopped = true;
        await client?.end();
      };
    },
    close: () => pool.end(),
  };
}
