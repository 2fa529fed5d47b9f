import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue #6: the client list's view (client_directory) and import_clients (0045).
describe.each(testDatabaseKinds)('the client directory on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'directory-a');
    b = await createTestTenant(server, 'directory-b');
  });
  afterAll(() => server.stop());

  const importRows = (caller: TestTenant['staff'], rows: unknown, tenant = a) =>
    caller.client.rpc('import_clients', { tenant_id: tenant.id, rows });

  it('imports the valid rows and reports on every row', async () => {
    await a.staff.client
      .from('clients')
      .insert({ tenant_id: a.id, full_name: 'Existing Person', email: 'taken@x.test' });
    const { data, error } = await importRows(a.staff, [
      {
        full_name: 'Ada Lovelace',
        email: 'Ada@X.test',
        phone: '+44 20 7946 0001',
        tags: 'new; vip',
      },
      { full_name: 'Bad Email', email: 'not-an-email' },
      { full_name: 'Taken Again', email: 'TAKEN@x.test' },
      { full_name: 'Ada Twice', email: 'ada@x.test' },
      { full_name: '   ', email: 'nameless@x.test' },
      { full_name: 'Born Wrong', birth_date: '2001-02-30' },
      { full_name: 'Grace Hopper', birth_date: '1906-12-09', tags: ['navy'], status: 'archived' },
      'not an object',
    ]);
    expect(error).toBeNull();
    const report = data as { row_number: number; outcome: string; code: string | null }[];
    expect(report.map((row) => [row.row_number, row.outcome, row.code])).toEqual([
      [1, 'created', null],
      [2, 'skipped', 'invalid_email'],
      [3, 'skipped', 'duplicate_email'],
      [4, 'skipped', 'duplicate_email'],
      [5, 'skipped', 'invalid_name'],
      [6, 'skipped', 'invalid_birth_date'],
      [7, 'created', null],
      [8, 'skipped', 'invalid_row'],
    ]);
    const { data: created } = await a.staff.client
      .from('clients')
      .select('full_name, email, phone, birth_date, tags, status')
      .eq('tenant_id', a.id)
      .in('full_name', ['Ada Lovelace', 'Grace Hopper', 'Ada Twice', 'Taken Again'])
      .order('full_name');
    expect(created).toEqual([
      {
        full_name: 'Ada Lovelace',
        email: 'ada@x.test',
        phone: '+44 20 7946 0001',
        birth_date: null,
        tags: ['new', 'vip'],
        status: 'active',
      },
      {
        full_name: 'Grace Hopper',
        email: null,
        phone: null,
        birth_date: '1906-12-09',
        tags: ['navy'],
        status: 'archived',
      },
    ]);
  });

  it('lets only the team of the business import, and refuses what is not a list', async () => {
    const fromClient = await importRows(a.client, [{ full_name: 'Sneaky' }]);
    expect([fromClient.status, fromClient.error?.code]).toEqual([403, 'forbidden']);
    const fromOtherBusiness = await importRows(b.owner, [{ full_name: 'Sneaky' }]);
    expect([fromOtherBusiness.status, fromOtherBusiness.error?.code]).toEqual([403, 'forbidden']);
    const notAList = await importRows(a.owner, { full_name: 'Sneaky' });
    expect([notAList.status, notAList.error?.code]).toEqual([400, 'invalid_rows']);
    const { count } = await server.db
      .query<{ count: number }>(
        `select count(*)::int as count from public.clients where full_name = 'Sneaky'`,
      )
      .then((result) => ({ count: result.rows[0]?.count }));
    expect(count).toBe(0);
  });

  it('shows each client with their balance and remaining credits, searchable by word starts', async () => {
    const { data: services } = await a.owner.client
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 10 })
      .select('id')
      .single();
    const { data: pack } = await a.owner.client
      .from('service_options')
      .insert(
        {
          tenant_id: a.id,
          service_id: (services as { id: string }).id,
          kind: 'pack',
          name: '5 classes',
          price_minor: 6000,
          credits: 5,
          validity_days: 30,
        },
        { defaultToNull: false },
      )
      .select('id')
      .single();
    const bought = await a.owner.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: (pack as { id: string }).id,
    });
    expect(bought.error).toBeNull();
    await a.owner.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      amount_minor: 1000,
      method: 'cash',
    });

    const owing = await a.staff.client
      .from('client_directory')
      .select('full_name, balance_minor, credits_remaining, has_pass', { count: 'exact' })
      .eq('tenant_id', a.id)
      .lt('balance_minor', 0);
    expect(owing.data).toEqual([
      {
        full_name: 'Client of directory-a',
        balance_minor: -5000,
        credits_remaining: 5,
        has_pass: false,
      },
    ]);
    expect(owing.count).toBe(1);

    const search = (query: string) =>
      a.staff.client
        .from('client_directory')
        .select('full_name')
        .eq('tenant_id', a.id)
        .textSearch('search', query, { config: 'simple' })
        .order('sort_name')
        .then((answer) => answer.data?.map((row) => row.full_name));
    expect(await search("'lov':*")).toEqual(['Ada Lovelace']);
    expect(await search("'ada':*")).toEqual(['Ada Lovelace']);
    expect(await search("'x.test':*")).toEqual(['Ada Lovelace', 'Existing Person']);
    expect(await search("'4420794':*")).toEqual(['Ada Lovelace']);
    expect(await search("'7946':* & 'ada':*")).toEqual(['Ada Lovelace']);

    // The client sees their own row only; business B's team sees none of A's.
    const own = await a.client.client.from('client_directory').select('id, balance_minor');
    expect(own.data).toEqual([{ id: a.client.clientId, balance_minor: -5000 }]);
    const other = await b.staff.client.from('client_directory').select('id').eq('tenant_id', a.id);
    expect(other.data).toEqual([]);
  });

  it('answers a search and a page of names from indexes', async () => {
    const plan = await server.db.transaction(async (tx) => {
      // The tables are tiny here: forbid the plans that win only on tiny tables.
      await tx.query('set local enable_seqscan = off');
      await tx.query('set local enable_sort = off');
      const bySearch = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.client_directory
         where search @@ to_tsquery('simple'::regconfig, 'ada:*')`,
      );
      const byName = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id, balance_minor from public.client_directory
         where tenant_id = $1 order by sort_name limit 50`,
        [a.id],
      );
      return {
        search: bySearch.rows.map((row) => row['QUERY PLAN']).join('\n'),
        name: byName.rows.map((row) => row['QUERY PLAN']).join('\n'),
      };
    });
    expect(plan.search).toContain('clients_search');
    expect(plan.name).toContain('clients_by_name');
  });

  it('cannot be written through', async () => {
    const answer = await a.owner.client
      .from('client_directory')
      .update({ full_name: 'Renamed' })
      .eq('id', a.client.clientId);
    expect(answer.error?.code).toBe('42501');
  });
});
