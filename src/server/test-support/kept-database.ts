import { startTestServer, type TestServer } from './start-test-server.ts';
import {
  copyPgliteSnapshot,
  createPostgresTestDatabase,
  type DatabaseKind,
} from './test-database.ts';

export interface KeptDatabase {
  /** The settings that name this database (DATA_DIR or DATABASE_URL), for a command to use. */
  env: Record<string, string>;
  /** A server on this database with these settings; each start finds what the last one left. */
  start(env?: Record<string, string>): Promise<TestServer>;
  remove(): Promise<void>;
}

/**
 * A migrated database that outlives its servers, for tests of what a restart (with changed
 * settings) finds: a PGlite directory, or a database on the TEST_DATABASE_URL server.
 */
export async function keptTestDatabase(kind: DatabaseKind): Promise<KeptDatabase> {
  let env: Record<string, string>;
  let remove: () => Promise<void>;
  if (kind === 'pglite') {
    const copy = copyPgliteSnapshot();
    env = { DATA_DIR: copy.dataDir };
    remove = async () => copy.remove();
  } else {
    const database = await createPostgresTestDatabase('migrated');
    env = { DATABASE_URL: database.url };
    remove = database.drop;
  }
  return { env, remove, start: (more = {}) => startTestServer({ ...more, ...env }, 'empty') };
}
