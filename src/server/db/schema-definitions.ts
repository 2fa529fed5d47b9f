import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from './database.ts';

// Functions and views are stated once, in db/functions/<schema>/<name>.sql and
// db/views/<schema>/<name>.sql, and applied after the migrations whenever their text changes
// (docs/decisions/0023-one-file-per-function.md). Tables stay in numbered migrations.

export interface Definition {
  /** Relative to the db folder, such as `functions/public/enroll.sql`. */
  path: string;
  sql: string;
  checksum: string;
}

export interface AppliedDefinition {
  path: string;
  checksum: string;
}

/** Functions before views, since a view may call a function; each folder in name order. */
const folders = ['functions', 'views'];

export function readDefinitions(dbDir: string): Definition[] {
  return folders.flatMap((folder) => {
    const base = path.join(dbDir, folder);
    if (!fs.existsSync(base)) return [];
    return fs
      .readdirSync(base, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => {
        const sql = fs.readFileSync(path.join(base, name), 'utf8');
        return {
          path: `${folder}/${name.split(path.sep).join('/')}`,
          sql,
          checksum: createHash('sha256').update(sql).digest('hex'),
        };
      });
  });
}

/** The definitions whose text is new or differs from what the database last applied. */
export function changedDefinitions(
  available: Definition[],
  applied: AppliedDefinition[],
): Definition[] {
  const current = new Map(applied.map((record) => [record.path, record.checksum]));
  return available.filter((definition) => current.get(definition.path) !== definition.checksum);
}

export class DefinitionError extends Error {
  override name = 'DefinitionError';
}

/**
 * Applies the changed definitions in one transaction (the caller's), so a broken file leaves the
 * previous definitions in place. Bodies are checked when first called rather than now: a
 * function may name another that a later file defines.
 */
export async function applyDefinitions(tx: Queryable, dbDir: string): Promise<string[]> {
  await tx.exec(`
    create table if not exists platform.schema_definitions (
      path text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
    set local check_function_bodies = off;`);
  const { rows } = await tx.query<AppliedDefinition>(
    'select path, checksum from platform.schema_definitions',
  );
  const changed = changedDefinitions(readDefinitions(dbDir), rows);
  for (const definition of changed) {
    try {
      await tx.exec(definition.sql);
    } catch (error) {
      throw new DefinitionError(`db/${definition.path}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    await tx.query(
      `insert into platform.schema_definitions (path, checksum) values ($1, $2)
       on conflict (path) do update set checksum = excluded.checksum, applied_at = now()`,
      [definition.path, definition.checksum],
    );
  }
  return changed.map((definition) => definition.path);
}
