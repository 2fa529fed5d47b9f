import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Database tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  /** For PostgreSQL, the URL of this test's own database, to open more connections to it. */
  url: string | undefined;
  drop(): Promise<void>;
  /** Drops the database once its connections are closed elsewhere. */
  dropDatabase(): Promise<void>;
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

/** A new, empty database: in-memory PGlite, or a fresh database on the PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPgliteDatabase(undefined);
    return { db, url: undefined, drop: () => db.close(), dropDatabase: async () => {} };
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString());
  const dropDatabase = async () => {
    await withAdminClient((client) => client.query(`drop database ${name} with (force)`));
  };
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await dropDatabase();
    },
    dropDatabase,
  };
}

export async function createMigratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const test = await createTestDatabase(kind);
  await migrate(test.db);
  return test;
}
