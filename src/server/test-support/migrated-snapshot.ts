import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbDir, readMigrations } from '../db/migrate.ts';
import { readDefinitions } from '../db/schema-definitions.ts';

// Migrating a new database costs seconds and the suite makes hundreds, so each kind is migrated
// once per set of migrations (prepare-test-databases.ts) and tests start from a copy: a PGlite
// data directory copied from a snapshot, or a PostgreSQL database created from a template.
// Tests of a first start (demo data, migrations themselves) still start empty.

let cachedKey: string | undefined;

/**
 * Changes whenever a migration, a function or view definition, or the PGlite version changes, so a stale copy is never used.
 * Computed once per process: the files do not change while the tests run.
 */
export function snapshotKey(): string {
  cachedKey ??= computeSnapshotKey();
  return cachedKey;
}

function computeSnapshotKey(): string {
  const hash = createHash('sha256');
  for (const file of [...readMigrations(), ...readDefinitions(dbDir)]) hash.update(file.checksum);
  const pglite = new URL(
    '../../../node_modules/@electric-sql/pglite/package.json',
    import.meta.url,
  );
  hash.update(fs.readFileSync(pglite));
  return hash.digest('hex').slice(0, 16);
}

/** In memory where the machine has /dev/shm: copies of it are then quick. */
export function pgliteSnapshotDir(key = snapshotKey()): string {
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  return path.join(base, `booking-test-pglite-${key}`);
}

export function postgresTemplateName(key = snapshotKey()): string {
  return `test_template_${key}`;
}
