import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { vacuumGrownTables } from './table-upkeep.ts';

describe.each(testDatabaseKinds)('vacuuming grown tables on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await test.db.exec(`
      create table public.tokens (id int primary key, body text not null);
      analyze public.tokens;`);
  });
  afterAll(() => test.drop());

  const plan = async () =>
    (
      await test.db.query<{ 'QUERY PLAN': string }>(
        'explain select * from public.tokens where id = 7',
      )
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  it('measures a table that grew since it was analyzed empty, so its plans use its index', async () => {
    await test.db.exec(`
      insert into public.tokens select i, repeat('x', 64) from generate_series(1, 5000) i`);
    expect(await vacuumGrownTables(test.db)).toContain('public.tokens');
    const { rows } = await test.db.query<{ reltuples: number }>(
      `select reltuples from pg_class where oid = 'public.tokens'::regclass`,
    );
    expect(rows[0]?.reltuples).toBe(5000);
    expect(await plan()).toMatch(/Index Scan/);
  });

  it('leaves the tables alone that have not grown since', async () => {
    expect(await vacuumGrownTables(test.db)).toBe('');
  });
});
