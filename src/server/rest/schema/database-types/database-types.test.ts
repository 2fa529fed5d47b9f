import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { openPgliteDatabase } from '../../../db/pglite-database.ts';
import { copyPgliteSnapshot } from '../../../test-support/test-database.ts';
import { databaseTypesPath, generateDatabaseTypes } from './generate-database-types.ts';

let db: Database;
let snapshot: ReturnType<typeof copyPgliteSnapshot>;

beforeAll(async () => {
  snapshot = copyPgliteSnapshot();
  db = await openPgliteDatabase(snapshot.dataDir);
});

afterAll(async () => {
  await db.close();
  snapshot.remove();
});

it('src/web/database.types.ts is what the migrations produce (npm run gen:types writes it)', async () => {
  const committed = fs.readFileSync(databaseTypesPath, 'utf8');
  expect(committed, 'Run `npm run gen:types` and commit the result.').toBe(
    await generateDatabaseTypes(db),
  );
});
