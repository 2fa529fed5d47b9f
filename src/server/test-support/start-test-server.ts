import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { readConfig } from '../config.ts';
import { startServer, type RunningServer } from '../start-server.ts';
import {
  copyPgliteSnapshot,
  createPostgresTestDatabase,
  type Contents,
  type DatabaseKind,
} from './test-database.ts';

export interface TestServer extends RunningServer {
  url: string;
  /** The JSON log lines the server wrote. */
  logs: Record<string, unknown>[];
}

/**
 * What the test helpers reach a server by: its address, its database and its keys. Servers run
 * as processes of their own (three-processes.test.ts) are reached so too.
 */
export type ServerAccess = Pick<TestServer, 'url' | 'db' | 'signingKey' | 'apiKeys'>;

/**
 * What a server others reach (a deployment: SITE_URL on another host) needs to start, for the
 * tests that name such a site; with the mailbox on, as they read their emails there.
 */
export const deploymentSettings = {
  PAYMENTS_ENCRYPTION_KEY: '5f'.repeat(32),
  MAILBOX: '1',
} as const;

/**
 * Whether a test server starts on a migrated copy (the quick way) or an empty database. Demo
 * data is made on a database's first start, so DEMO=1 means empty unless the test says otherwise.
 */
function contentsFor(env: Record<string, string>, contents?: Contents): Contents {
  return contents ?? (env.DEMO === '1' ? 'empty' : 'migrated');
}

/** A real server on a free port with its own PGlite data directory, removed when it stops. */
export async function startTestServer(
  env: Record<string, string> = {},
  contents?: Contents,
): Promise<TestServer> {
  const copy = contentsFor(env, contents) === 'migrated' ? copyPgliteSnapshot() : undefined;
  const dataDir = copy?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'server-test-'));
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  // Tests count and create users of their own; demo accounts only where a test asks for them.
  const config = readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '0', ...env });
  const running = await startServer(config, pino({ level: 'info' }, sink));
  return {
    ...running,
    url: `http://127.0.0.1:${running.port}`,
    logs,
    async stop() {
      await running.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server on the given kind of database: its own PGlite directory, or a fresh database
 * on the TEST_DATABASE_URL server (dropped when the server stops).
 */
export async function startTestServerOn(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  contents?: Contents,
): Promise<TestServer> {
  if (kind === 'pglite') return startTestServer(env, contents);
  const database = await createPostgresTestDatabase(contentsFor(env, contents));
  const server = await startTestServer({ ...env, DATABASE_URL: database.url }, 'empty');
  return {
    ...server,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
