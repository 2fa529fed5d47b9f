import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/**
 * The configured database: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR, which this
 * process then holds alone (data-dir-lock.ts) until the database is closed.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'statementTimeouts'>,
): Promise<Database> {
  const options = { statementTimeouts: config.statementTimeouts };
  if (config.databaseUrl !== undefined) return openPostgresDatabase(config.databaseUrl, options);
  const lock = lockDataDir(config.dataDir);
  let db: Database;
  try {
    db = await openPgliteDatabase(config.dataDir, options);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
