import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../src/server/test-support/test-database.ts';

// Issue 25: app.is_time_zone looks names up in app.time_zone_names (0112) instead of reading
// every time zone file per call, and still knows a zone the table lacks.
describe.each(testDatabaseKinds)('app.is_time_zone on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
  });
  afterAll(() => test.drop());

  const known = async (name: string) =>
    (await test.db.query<{ known: boolean }>('select app.is_time_zone($1) as known', [name]))
      .rows[0]?.known;

  it('keeps the names of the server and answers from them', async () => {
    const { rows } = await test.db.query<{ missing: number }>(
      `select count(*)::int as missing from pg_catalog.pg_timezone_names z
       where not exists (select 1 from app.time_zone_names t where t.name = z.name)`,
    );
    expect(rows).toEqual([{ missing: 0 }]);
    expect(await known('Europe/London')).toBe(true);
    expect(await known('America/New_York')).toBe(true);
    expect(await known('Mars/Olympus')).toBe(false);
    expect(await known('')).toBe(false);
  });

  it('still accepts a zone the server knows but the table lacks', async () => {
    await test.db.exec(`delete from app.time_zone_names where name = 'Asia/Tokyo'`);
    expect(await known('Asia/Tokyo')).toBe(true);
  });
});
