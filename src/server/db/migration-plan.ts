import { createHash } from 'node:crypto';

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export interface AppliedMigration {
  version: string;
  checksum: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Turns the files of db/migrations into an ordered list, refusing misnamed or duplicate ones. */
export function parseMigrationFiles(files: { fileName: string; sql: string }[]): Migration[] {
  const migrations = files.map(({ fileName, sql }) => {
    const match = fileNamePattern.exec(fileName);
    if (!match) {
      throw new MigrationError(
        `Migration file ${fileName} must be named NNNN_lowercase_words.sql (for example 0003_bookings.sql).`,
      );
    }
    const [, version = '', name = ''] = match;
    return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
  migrations.sort((a, b) => a.version.localeCompare(b.version));
  migrations.forEach((migration, index) => {
    if (migrations[index - 1]?.version === migration.version) {
      throw new MigrationError(`Two migration files share the number ${migration.version}.`);
    }
  });
  return migrations;
}

/**
 * What still has to run. Migrations are never edited once applied, so a changed checksum or a
 * recorded migration whose file is gone stops the start instead of leaving a schema nobody knows.
 */
export function pendingMigrations(
  available: Migration[],
  applied: AppliedMigration[],
): Migration[] {
  const byVersion = new Map(available.map((migration) => [migration.version, migration]));
  for (const record of applied) {
    const file = byVersion.get(record.version);
    if (!file) {
      throw new MigrationError(
        `The database has migration ${record.version}, which this version of the server does not know. ` +
          'Run a newer version of the server.',
      );
    }
    if (file.checksum !== record.checksum) {
      throw new MigrationError(
        `Migration ${record.version}_${file.name}.sql was changed after it was applied. ` +
          'Applied migrations must not be edited: add a new migration instead.',
      );
    }
  }
  const done = new Set(applied.map((record) => record.version));
  return available.filter((migration) => !done.has(migration.version));
}
