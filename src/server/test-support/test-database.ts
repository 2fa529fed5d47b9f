import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { pgliteSnapshotDir, postgresTemplateName } from './migrated-snapshot.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Database tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** For PostgreSQL, the URL of this test's own database, to open more connections to it. */
  url: string | undefined;
  drop(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type Contents = 'empty' | 'migrated';

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, for a server to open: empty, or
 * already migrated (a copy of the template prepare-test-databases.ts made).
 */
export async function createPostgresTestDatabase(contents: Contents = 'empty'): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const template = contents === 'migrated' ? ` template ${postgresTemplateName()}` : '';
  await withAdminClient((client) => client.query(`create database ${name}${template}`));
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient((client) => client.query(`drop database ${name} with (force)`));
    },
  };
}

/** A new, empty database: in-memory PGlite, or a fresh database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined);
    return { db, url: undefined, drop: () => db.close() };
  }
  const database = await createPostgresTestDatabase();
  const db = await openPostgresDatabase(database.url);
  return {
    db,
    url: database.url,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

/** A PGlite data directory of its own, copied from the migrated snapshot; removed by `remove`. */
export function copyPgliteSnapshot(): { dataDir: string; remove(): void } {
  const dataDir = fs.mkdtempSync(path.join(path.dirname(pgliteSnapshotDir()), 'booking-test-'));
  fs.cpSync(pgliteSnapshotDir(), dataDir, { recursive: true });
  return { dataDir, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/** A new database with every migration applied, from the snapshot of its kind. */
export async function createMigratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const copy = copyPgliteSnapshot();
    const db = await openPgliteDatabase(copy.dataDir);
    return {
      db,
      url: undefined,
      async drop() {
        await db.close();
        copy.remove();
      },
    };
  }
  const database = await createPostgresTestDatabase('migrated');
  const db = await openPostgresDatabase(database.url);
  return {
    db,
    url: database.url,
    async drop() {
      await db.close();
      await database.drop();
    },
  };
}

const restFixture = fs.readFileSync(new URL('./rest-fixture.sql', import.meta.url), 'utf8');

/** A migrated database holding the data API's test schema (rest-fixture.sql). */
export async function createRestTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const test = await createMigratedTestDatabase(kind);
  await test.db.exec(restFixture);
  return test;
}
