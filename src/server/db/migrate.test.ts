import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { dbDir, migrate, readMigrations } from './migrate.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { readDefinitions } from './schema-definitions.ts';

const opened: TestDatabase[] = [];
async function freshDatabase(kind: (typeof testDatabaseKinds)[number]) {
  const test = await createTestDatabase(kind);
  opened.push(test);
  return test;
}
afterEach(async () => {
  for (const test of opened.splice(0)) await test.drop();
});

/** A db folder of its own: `{ 'migrations/0001_a.sql': sql, 'functions/public/f.sql': sql }`. */
function databaseFolder(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-'));
  for (const [name, sql] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), sql);
  }
  return dir;
}

const answer = (value: number) =>
  `create or replace function public.answer() returns int language sql as 'select ${value}';`;

describe.each(testDatabaseKinds)('migrate on %s', (kind) => {
  it('applies every migration once and records it', async () => {
    const { db } = await freshDatabase(kind);
    const versions = readMigrations().map((migration) => migration.version);
    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: string }>(
      'select version from platform.schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual(versions);
  });

  it('creates the request roles and the auth functions', async () => {
    const { db } = await freshDatabase(kind);
    await migrate(db);
    const { rows: roles } = await db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls, rolcanlogin from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(roles).toEqual([
      { rolname: 'anon', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'authenticated', rolbypassrls: false, rolcanlogin: false },
      { rolname: 'service_role', rolbypassrls: true, rolcanlogin: false },
    ]);
    const { rows } = await db.query<{ uid: string | null; role: string | null }>(
      'select auth.uid() as uid, auth.role() as role',
    );
    expect(rows).toEqual([{ uid: null, role: null }]);
  });

  it('states every function and view in a file of its own', async () => {
    const { db } = await freshDatabase(kind);
    await migrate(db);
    const { rows } = await db.query<{ file: string }>(
      `select format('functions/%s/%s.sql', n.nspname, p.proname) as file
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('app', 'audit', 'auth', 'calendars', 'messaging', 'payments', 'platform', 'public', 'realtime', 'storage', 'webhooks')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       union
       select format('views/%s/%s.sql', n.nspname, c.relname)
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'v' and n.nspname in ('app', 'audit', 'auth', 'calendars', 'messaging', 'payments', 'platform', 'public', 'realtime', 'storage', 'webhooks')`,
    );
    const files = readDefinitions(dbDir).map((definition) => definition.path);
    expect(rows.map((row) => row.file).sort()).toEqual(files.sort());
    const { rows: applied } = await db.query<{ count: number }>(
      'select count(*)::int as count from platform.schema_definitions',
    );
    expect(applied[0]?.count).toBe(files.length);
  });

  it('applies a function again when its file changes, and only then', async () => {
    const { db } = await freshDatabase(kind);
    const dir = databaseFolder({
      'migrations/0001_start.sql': 'create table t (id int);',
      'functions/public/answer.sql': answer(1),
    });
    await migrate(db, dir);
    const read = async () =>
      (await db.query<{ value: number }>('select public.answer() as value')).rows[0]?.value;
    expect(await read()).toBe(1);
    fs.writeFileSync(path.join(dir, 'functions/public/answer.sql'), answer(2));
    await migrate(db, dir);
    expect(await read()).toBe(2);
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from platform.schema_definitions where path = 'functions/public/answer.sql'",
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps every previous definition when one file fails, and names it', async () => {
    const { db } = await freshDatabase(kind);
    const dir = databaseFolder({
      'migrations/0001_start.sql': 'create table t (id int);',
      'functions/public/answer.sql': answer(1),
    });
    await migrate(db, dir);
    fs.writeFileSync(path.join(dir, 'functions/public/answer.sql'), answer(2));
    fs.mkdirSync(path.join(dir, 'views/public'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'views/public/broken.sql'),
      'create view broken as select nope;',
    );
    await expect(migrate(db, dir)).rejects.toThrow(/db\/views\/public\/broken\.sql: .*nope/);
    const { rows } = await db.query<{ value: number }>('select public.answer() as value');
    expect(rows).toEqual([{ value: 1 }]);
  });

  it('rolls back a failing migration whole and records nothing of it', async () => {
    const { db } = await freshDatabase(kind);
    const dir = databaseFolder({
      'migrations/0001_good.sql': 'create table good (id int);',
      'migrations/0002_bad.sql': 'create table half_written (id int); select 1/0;',
    });
    await expect(migrate(db, dir)).rejects.toThrow(/division by zero/);
    const { rows } = await db.query<{ name: string | null; version: string }>(
      `select to_regclass('public.half_written')::text as name,
              (select string_agg(version, ',') from platform.schema_migrations) as version`,
    );
    expect(rows).toEqual([{ name: null, version: '0001' }]);
  });
});

// Two instances can only share a database on a PostgreSQL server: PGlite has one process.
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'migrate with two instances on %s',
  () => {
    it('applies each migration exactly once when both start together', async () => {
      const { url } = await freshDatabase('postgres');
      // Without the lock the second instance would fail on "relation already exists".
      const dir = databaseFolder({
        'migrations/0001_slow.sql': 'select pg_sleep(0.3); create table once_only (id int);',
        'migrations/0002_next.sql': 'create table after_it (id int);',
      });
      const first = await openPostgresDatabase(url ?? '');
      const second = await openPostgresDatabase(url ?? '');
      try {
        const results = await Promise.all([migrate(first, dir), migrate(second, dir)]);
        expect(results.flat().sort()).toEqual(['0001', '0002']);
        const { rows } = await first.query<{ count: number }>(
          'select count(*)::int as count from platform.schema_migrations',
        );
        expect(rows[0]?.count).toBe(2);
      } finally {
        await first.close();
        await second.close();
      }
    });
  },
);

describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'a PostgreSQL connection dropped by the server on %s',
  () => {
    it('is discarded without ending the process, and the next query reconnects', async () => {
      const { db } = await freshDatabase('postgres');
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = await openPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      } finally {
        await admin.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await db.query<{ ok: number }>('select 1 as ok');
      expect(again.rows).toEqual([{ ok: 1 }]);
    });
  },
);
