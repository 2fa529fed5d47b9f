import fs from 'node:fs';
import pg from 'pg';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { pgliteSnapshotDir, postgresTemplateName, snapshotKey } from './migrated-snapshot.ts';

// Vitest's global setup: makes the migrated snapshots (migrated-snapshot.ts) the test servers
// start from, once, before any test file runs. A snapshot already made for the same
// migrations is kept, so a second run starts at once.

async function preparePglite(key: string) {
  const target = pgliteSnapshotDir(key);
  if (fs.existsSync(target)) return;
  // Built beside the target and renamed into place, so a half-made snapshot is never used.
  const building = `${target}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  const db = await openPgliteDatabase(building);
  await migrate(db);
  await db.close();
  fs.renameSync(building, target);
}

async function preparePostgres(url: string, key: string) {
  const name = postgresTemplateName(key);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const db = await openPostgresDatabase(target.toString());
    await migrate(db);
    await db.close();
    await admin.query(`alter database ${building} rename to ${name}`);
  } finally {
    await admin.end();
  }
}

export default async function prepareTestDatabases() {
  const key = snapshotKey();
  const url = process.env.TEST_DATABASE_URL;
  await Promise.all([preparePglite(key), url ? preparePostgres(url, key) : undefined]);
}
