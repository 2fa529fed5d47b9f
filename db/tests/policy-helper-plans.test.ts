// Issue 25 point 2: no function that a row-level-security policy calls may cost more as other
// businesses grow. On a database of many businesses of the demo's shape, each such function's
// body (and the bodies of what it calls) is planned, and the plan may read a table only through
// an index narrowed on that index's first column.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTables } from '../../src/server/db/analyze-tables.ts';
import type { Queryable } from '../../src/server/db/database.ts';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../../src/server/test-support/test-database.ts';
import { indexesIn, wholeReads, type PlanNode } from './plan-scans.ts';

const loader = fs.readFileSync(new URL('../../bench/scale-load.sql', import.meta.url), 'utf8');
// Enough that a sequential scan of memberships or clients costs the planner more than an index
// probe, as it does at 10,000 businesses; few enough to load in seconds.
const businesses = 400;

interface Helper {
  name: string;
  definer: boolean;
  body: string;
  args: { name: string; type: string }[];
}

// The functions policies call, found through the dependencies PostgreSQL records for each
// policy, and then every app, auth or public function named in their bodies.
const helpersSql = `
  with recursive used(oid) as (
    select d.refobjid from pg_depend d
    where d.classid = 'pg_policy'::regclass and d.refclassid = 'pg_proc'::regclass
    union
    select callee.oid from used u
    join pg_proc caller on caller.oid = u.oid
    join pg_language l on l.oid = caller.prolang and l.lanname in ('sql', 'plpgsql')
    join pg_proc callee on callee.pronamespace::regnamespace::text in ('app', 'auth', 'public')
      and caller.prosrc ~ ('\\m' || callee.pronamespace::regnamespace::text || '\\.'
                           || callee.proname || '\\s*\\(')
  )
  select p.pronamespace::regnamespace::text || '.' || p.proname as name,
         p.prosecdef as definer, l.lanname as language, p.prosrc as body,
         coalesce(p.proargnames[1:p.pronargs], '{}') as arg_names,
         array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types
  from used u join pg_proc p on p.oid = u.oid join pg_language l on l.oid = p.prolang
  order by 1`;

/** What each argument type is given when its function's body is planned. */
const sampleValues: Record<string, string> = {
  'text[]': `array['owner', 'admin', 'staff']`,
  text: `'tenant/client/file.pdf'`,
};

/** The body as a query whose parameters are columns of a one-row `args` beside it. */
function explainable(helper: Helper): string {
  const body = helper.body.trim().replace(/;$/, '');
  if (helper.args.length === 0) return `select * from (${body}) body`;
  const values = helper.args.map((arg) => {
    const value = sampleValues[arg.type];
    if (!value) throw new Error(`${helper.name}: no sample value for an argument of ${arg.type}`);
    return `${value}::${arg.type} as ${arg.name}`;
  });
  return `select * from (select ${values.join(', ')}) args, lateral (${body}) body`;
}

async function planOf(db: TestDatabase['db'], helper: Helper, user: string): Promise<PlanNode> {
  return db.transaction(async (tx: Queryable) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: user, role: 'authenticated', aal: 'aal1' }),
    ]);
    // A security definer body runs as its owner (this connection's user), any other as the caller.
    if (!helper.definer) await tx.exec('set local role authenticated');
    const { rows } = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${explainable(helper)}`,
    );
    const [explained] = rows;
    if (!explained) throw new Error(`no plan for ${helper.name}`);
    return explained['QUERY PLAN'][0].Plan;
  });
}

describe.each(testDatabaseKinds)('policy helpers on %s with many businesses', (kind) => {
  let test: TestDatabase;
  let helpers: Helper[];
  let leadingColumns: Map<string, string>;
  let owner: string;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
    await test.db.transaction(async (tx) => {
      await tx.exec(loader);
      await tx.query('select pg_temp.add_businesses(1, $1)', [businesses]);
    });
    await analyzeTables(test.db);
    const found = await test.db.query<{
      name: string;
      definer: boolean;
      language: string;
      body: string;
      arg_names: string[];
      arg_types: string[];
    }>(helpersSql);
    const notSql = found.rows.filter((row) => row.language !== 'sql').map((row) => row.name);
    if (notSql.length > 0) throw new Error(`teach this test to plan ${notSql.join(', ')}`);
    helpers = found.rows.map((row) => ({
      name: row.name,
      definer: row.definer,
      body: row.body,
      args: row.arg_names.map((name, i) => ({ name, type: row.arg_types[i] ?? 'unknown' })),
    }));
    const indexes = await test.db.query<{ name: string; leading: string }>(
      `select c.relname as name, pg_get_indexdef(c.oid, 1, true) as leading
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'i' and n.nspname in ('public', 'auth', 'app')`,
    );
    leadingColumns = new Map(indexes.rows.map((row) => [row.name, row.leading]));
    const users = await test.db.query<{ id: string }>(
      `select user_id as id from public.memberships m join public.tenants t on t.id = m.tenant_id
       where t.slug = 'studio-1' and m.role = 'owner'`,
    );
    const [first] = users.rows;
    if (!first) throw new Error('the loader made no owner of studio-1');
    owner = first.id;
  }, 180_000);
  afterAll(() => test.drop());

  it('finds the helpers the policies call, directly and through each other', () => {
    expect(helpers.map((helper) => helper.name)).toEqual(
      expect.arrayContaining([
        'app.tenants_with_role',
        'app.staff_tenants',
        'app.own_client_records',
        'app.own_enrollments',
        'app.member_tenants',
        'app.visible_tenants',
        'auth.uid',
      ]),
    );
  });

  it('reads every table through an index led by what the helper filters on', async () => {
    const problems: string[] = [];
    const used = new Set<string>();
    for (const helper of helpers) {
      const plan = await planOf(test.db, helper, owner);
      for (const index of indexesIn(plan)) used.add(index);
      const reads = wholeReads(plan, (index) => leadingColumns.get(index) ?? '(unknown index)');
      problems.push(...reads.map((read) => `${helper.name}: ${read}`));
    }
    expect(problems).toEqual([]);
    // The indexes that make it so: a person's memberships and client rows, by user.
    expect([...used]).toEqual(expect.arrayContaining(['memberships_user', 'clients_by_user']));
  });

  it('finds a booking, enrollment, service or staff member by its id alone through an index', async () => {
    // What the operations that take only an id do first (0113).
    const problems: string[] = [];
    for (const table of ['bookings', 'enrollments', 'services', 'staff']) {
      const { rows } = await test.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) select * from public.${table} where id = '00000000-0000-4000-8000-000000000001'`,
      );
      const plan = rows[0]?.['QUERY PLAN'][0].Plan;
      if (!plan) throw new Error(`no plan for ${table}`);
      const reads = wholeReads(plan, (index) => leadingColumns.get(index) ?? '(unknown index)');
      problems.push(...reads.map((read) => `${table} by id: ${read}`));
    }
    expect(problems).toEqual([]);
  });
});
