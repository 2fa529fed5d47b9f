import { startTestServer, type TestServer } from './start-test-server.ts';
import {
  copyPgliteSnapshot,
  createPostgresTestDatabase,
  type DatabaseKind,
} from './test-database.ts';

export interface KeptDatabase {
  /** A server on this database with these settings; each start finds what the last one left. */
  start(env?: Record<string, string>): Promise<TestServer>;
  remove(): Promise<void>;
}

/**
 * A migrated database that outlives its servers, for tests of what a restart (with changed
 * settings) finds: a PGlite directory, or a database on the TEST_DATABASE_URL server.
 */
export async function keptTestDatabase(kind: DatabaseKind): Promise<KeptDatabase> {
  if (kind === 'pglite') {
    const copy = copyPgliteSnapshot();
    return {
      start: (env = {}) => startTestServer({ ...env, DATA_DIR: copy.dataDir }, 'empty'),
      remove: async () => copy.remove(),
    };
  }
  const database = await createPostgresTestDatabase('migrated');
  return {
    start: (env = {}) => startTestServer({ ...env, DATABASE_URL: database.url }, 'empty'),
    remove: () => database.drop(),
  };
}
