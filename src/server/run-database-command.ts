import { readConfig, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { openConfiguredDatabase } from './db/open-database.ts';
import { isExplainedError } from './explained-errors.ts';

/**
 * Runs an operator's command (`npm run …`) on the database the server is configured for
 * (DATABASE_URL, or DATA_DIR while its server is stopped) and prints what it returns, or the
 * message of an error a person can fix from it (explained-errors.ts).
 */
export async function runDatabaseCommand(
  command: (db: Database, config: Config) => Promise<string>,
): Promise<void> {
  try {
    const config = readConfig(process.env);
    const db = await openConfiguredDatabase(config);
    try {
      process.stdout.write(await command(db, config));
    } finally {
      await db.close();
    }
  } catch (error) {
    if (!isExplainedError(error)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
