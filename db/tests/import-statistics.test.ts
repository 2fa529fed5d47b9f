import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 25 point 1: a bulk import leaves the clients table with statistics that count its rows
// (0111), so the imported business's first lists are planned for what it now holds.
describe.each(testDatabaseKinds)('statistics after a client import on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    tenant = await createTestTenant(server, 'import-statistics');
  });
  afterAll(() => server.stop());

  const people = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ full_name: `Imported ${from + i}` }));
  const importRows = (rows: unknown[]) =>
    tenant.staff.client.rpc('import_clients', { tenant_id: tenant.id, rows });
  const known = async () => {
    const { rows } = await server.db.query<{ reltuples: number; columns: number }>(
      `select c.reltuples, (select count(*)::int from pg_stats s
         where s.schemaname = 'public' and s.tablename = 'clients') as columns
       from pg_class c where c.oid = 'public.clients'::regclass`,
    );
    return rows[0];
  };

  it('analyzes the clients after a large import, not after a few rows', async () => {
    const before = await known();
    const small = await importRows(people(1, 10));
    expect(small.error).toBeNull();
    expect(await known()).toEqual(before);

    const large = await importRows([...people(11, 300), { full_name: '' }]);
    expect(large.error).toBeNull();
    const report = large.data as { outcome: string; code: string | null }[];
    expect(report).toHaveLength(301);
    expect(report.at(-1)).toMatchObject({ outcome: 'skipped', code: 'invalid_name' });
    // The import's own 310 rows and the business's one client who joined.
    expect(await known()).toMatchObject({ reltuples: 311 });
    expect((await known())?.columns).toBeGreaterThan(0);
  });
});
