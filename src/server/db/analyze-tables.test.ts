import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { analyzeTables } from './analyze-tables.ts';

describe.each(testDatabaseKinds)('analyzeTables on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
  });
  afterAll(() => test.drop());

  const neverAnalyzed = `
    select c.oid::regclass::text as name from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ('public', 'auth', 'storage', 'platform') and c.relkind = 'r'
      and c.reltuples < 0`;

  it('leaves no table of the app without statistics', async () => {
    await test.db.exec(`
      insert into public.tenants (slug, name, time_zone, currency)
      select 'studio-' || n, 'Studio ' || n, 'Europe/London', 'GBP' from generate_series(1, 20) n`);
    // What the migrations alone leave: tables whose size the planner has to guess.
    expect((await test.db.query(neverAnalyzed)).rows).not.toHaveLength(0);

    await analyzeTables(test.db);

    expect((await test.db.query(neverAnalyzed)).rows).toEqual([]);
    const { rows } = await test.db.query<{ reltuples: number; distinct: number }>(`
      select c.reltuples, s.n_distinct as distinct from pg_class c
      join pg_stats s on s.schemaname = 'public' and s.tablename = c.relname and s.attname = 'slug'
      where c.oid = 'public.tenants'::regclass`);
    expect(rows).toEqual([{ reltuples: 20, distinct: -1 }]);
  });
});
