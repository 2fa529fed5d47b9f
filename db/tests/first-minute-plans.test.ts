// Issue 25 point 1: a new database is fast from its first minute. Without statistics the
// planner ran the row-level-security helpers once per row of the bookings list (staff_tenants
// 155 times for 25 rows); the server now analyzes after migrations and the demo data, so on
// its very first start the list calls each helper a bounded number of times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capRows } from '../../src/server/rest/http/handle-table-read.ts';
import { parseQueryParameters } from '../../src/server/rest/parse/parse-query-parameters.ts';
import { buildReadPlan, tableRoot } from '../../src/server/rest/plan/read-plan.ts';
import { loadSchemaCache } from '../../src/server/rest/schema/load-schema-cache.ts';
import { readStatement } from '../../src/server/rest/sql/read-statement.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';

// What /t/bookings/ asks for (src/web/features/bookings/queries.ts): the first page, newest first.
const columns =
  'tenant_id,id,service_id,staff_id,series_id,starts_at,ends_at,capacity,location,status,' +
  'cancelled_at,cancel_reason,service_kind,service_name,service_colour,staff_name,taken,' +
  'confirmed_count,waitlist_count';
const pageSize = 25;
const helpers = [
  'app.tenants_with_role',
  'app.staff_tenants',
  'app.member_tenants',
  'app.client_tenants',
  'app.visible_tenants',
  'app.own_client_records',
  'app.own_enrollments',
];
// A few calls per policy that reads them, whatever the number of rows.
const mostCalls = 10;

describe.each(testDatabaseKinds)('a new demo database on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { DEMO: '1' });
  });
  afterAll(() => server.stop());

  it('lists bookings calling each policy helper a bounded number of times, not once per row', async () => {
    const { db } = server;
    const { rows: found } = await db.query<{ user_id: string; tenant_id: string }>(
      `select m.user_id, m.tenant_id from public.memberships m
       join auth.users u on u.id = m.user_id
       where u.email = 'staff@demo.test' limit 1`,
    );
    const [staff] = found;
    if (!staff) throw new Error('the demo has no staff@demo.test');
    const cache = await loadSchemaCache(db, ['public']);
    const query = `select=${columns}&tenant_id=eq.${staff.tenant_id}&order=starts_at.desc,id&limit=${pageSize}`;
    const view = cache.tables.get('public.booking_summaries');
    if (!view) throw new Error('the data API does not see booking_summaries');
    const plan = buildReadPlan(
      cache,
      tableRoot(view),
      parseQueryParameters([...new URLSearchParams(query)], 'table'),
    );
    capRows(plan, 1000);
    const statement = readStatement(plan, {
      count: 'exact',
      maxRows: 1000,
      media: { kind: 'json', stripNulls: false },
      head: false,
    });

    const { listed, calls } = await db.transaction(async (tx) => {
      // Counting SQL functions' calls is for superusers to turn on; the counts of the current
      // transaction are in pg_stat_xact_user_functions.
      await tx.query(`select set_config('track_functions', 'all', true)`);
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: staff.user_id, role: 'authenticated', aal: 'aal1' })],
      );
      const answer = await tx.query<{ body: string }>(statement.sql, statement.parameters);
      await tx.exec('reset role');
      const counted = await tx.query<{ name: string; calls: number }>(
        `select schemaname || '.' || funcname as name, calls::int as calls
         from pg_stat_xact_user_functions`,
      );
      return {
        listed: JSON.parse(answer.rows[0]?.body ?? 'null') as unknown[],
        calls: Object.fromEntries(counted.rows.map((row) => [row.name, row.calls])),
      };
    });

    // A full page, so once per row would be far past the bound.
    expect(listed).toHaveLength(pageSize);
    expect(calls['app.staff_tenants']).toBeGreaterThan(0);
    for (const helper of helpers) expect(calls[helper] ?? 0, helper).toBeLessThanOrEqual(mostCalls);
  });
});
