import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { parseMigrationFiles, pendingMigrations, type AppliedMigration } from './migration-plan.ts';
import { applyDefinitions } from './schema-definitions.ts';

// src/server/db and dist/server/db both sit three levels below the project root.
/** The db folder: migrations/, then functions/ and views/ (schema-definitions.ts). */
export const dbDir = fileURLToPath(new URL('../../../db', import.meta.url));

const migrationLockKey = 7_240_001n;

export function readMigrations(dir = path.join(dbDir, 'migrations')) {
  const fileNames = fs.readdirSync(dir).filter((fileName) => fileName.endsWith('.sql'));
  return parseMigrationFiles(
    fileNames.map((fileName) => ({
      fileName,
      sql: fs.readFileSync(path.join(dir, fileName), 'utf8'),
    })),
  );
}

/**
 * Applies the pending migrations, each in its own transaction and recorded in
 * platform.schema_migrations, then the functions and views whose files changed. Instances
 * starting together against one PostgreSQL database take turns on an advisory lock, so each
 * migration runs exactly once. Returns the versions it applied.
 */
export async function migrate(db: Database, dir = dbDir): Promise<string[]> {
  const available = readMigrations(path.join(dir, 'migrations'));
  return db.withAdvisoryLock(migrationLockKey, async () => {
    await db.exec(`
      create schema if not exists platform;
      create table if not exists platform.schema_migrations (
        version text primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      );`);
    const { rows: applied } = await db.query<AppliedMigration>(
      'select version, checksum from platform.schema_migrations order by version',
    );
    const pending = pendingMigrations(available, applied);
    for (const migration of pending) {
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query(
          'insert into platform.schema_migrations (version, name, checksum) values ($1, $2, $3)',
          [migration.version, migration.name, migration.checksum],
        );
      });
    }
    await db.transaction((tx) => applyDefinitions(tx, dir));
    return pending.map((migration) => migration.version);
  });
}
