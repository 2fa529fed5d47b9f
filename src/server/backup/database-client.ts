import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { describeDatabase } from './connection-settings.ts';

/** One connection to DATABASE_URL for `work`; one that cannot be made is explained. */
export async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to ${describeDatabase(databaseUrl)} (${(error as Error).message}): check DATABASE_URL.`,
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
