import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { Database } from '../../../db/database.ts';
import { readTypesSource } from './read-types-source.ts';
import { renderDatabaseTypes } from './render-database-types.ts';

export const databaseTypesPath = fileURLToPath(
  new URL('../../../../web/database.types.ts', import.meta.url),
);

/** The text of src/web/database.types.ts for the database's public schema, as Prettier lays it out. */
export async function generateDatabaseTypes(db: Database): Promise<string> {
  const text = renderDatabaseTypes(await readTypesSource(db, 'public'));
  const options = await prettier.resolveConfig(databaseTypesPath);
  return prettier.format(text, { ...options, filepath: databaseTypesPath });
}
