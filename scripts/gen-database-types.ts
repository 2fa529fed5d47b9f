// `npm run gen:types`: writes src/web/database.types.ts from a freshly migrated database.
// database-types.test.ts fails while the committed file differs from what this writes.
import fs from 'node:fs';
import { migrate } from '../src/server/db/migrate.ts';
import { openPgliteDatabase } from '../src/server/db/pglite-database.ts';
import {
  databaseTypesPath,
  generateDatabaseTypes,
} from '../src/server/rest/schema/database-types/generate-database-types.ts';

const db = await openPgliteDatabase(undefined);
try {
  await migrate(db);
  fs.writeFileSync(databaseTypesPath, await generateDatabaseTypes(db));
  console.log(`Wrote ${databaseTypesPath}`);
} finally {
  await db.close();
}
