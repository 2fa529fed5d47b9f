import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { withRequestRole, type RequestContext } from './with-request-role.ts';

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';

const asUser = (sub: string): RequestContext => ({
  role: 'authenticated',
  claims: { sub, role: 'authenticated' },
});

describe.each(testDatabaseKinds)('withRequestRole on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
    await test.db.exec(`
      create table public.notes (owner uuid not null, body text not null);
      alter table public.notes enable row level security;
      alter table public.notes force row level security;
      create policy own_notes on public.notes using (owner = auth.uid());
      grant select on public.notes to authenticated, service_role;
      insert into public.notes values
        ('${alice}', 'alice 1'), ('${alice}', 'alice 2'), ('${bob}', 'bob 1');
    `);
  });
  afterAll(() => test.drop());

  const bodies = (context: RequestContext) =>
    withRequestRole(test.db, context, async (tx) => {
      const { rows } = await tx.query<{ body: string }>('select body from notes order by body');
      return rows.map((row) => row.body);
    });

  it('lets a user see only the rows the policy gives them', async () => {
    expect(await bodies(asUser(alice))).toEqual(['alice 1', 'alice 2']);
    expect(await bodies(asUser(bob))).toEqual(['bob 1']);
  });

  it('runs as the JWT role with the claims visible to auth functions', async () => {
    const seen = await withRequestRole(
      test.db,
      { ...asUser(alice), method: 'GET', path: '/rest/v1/notes', headers: { 'x-a': '1' } },
      async (tx) =>
        (
          await tx.query(
            `select current_user as role, auth.uid() as uid, auth.role() as jwt_role,
                    auth.jwt() ->> 'sub' as sub, current_setting('request.method') as method,
                    current_setting('request.path') as path,
                    current_setting('request.headers')::jsonb ->> 'x-a' as header`,
          )
        ).rows[0],
    );
    expect(seen).toEqual({
      role: 'authenticated',
      uid: alice,
      jwt_role: 'authenticated',
      sub: alice,
      method: 'GET',
      path: '/rest/v1/notes',
      header: '1',
    });
  });

  it('refuses a role without the grant', async () => {
    await expect(bodies({ role: 'anon', claims: { role: 'anon' } })).rejects.toThrow(
      /permission denied/,
    );
  });

  it('lets service_role bypass row-level security, as on Supabase', async () => {
    expect(await bodies({ role: 'service_role', claims: { role: 'service_role' } })).toHaveLength(
      3,
    );
  });

  it('leaves no role or claims behind on the connection', async () => {
    await bodies(asUser(alice));
    const { rows } = await test.db.query<{ uid: string | null; count: number }>(
      'select auth.uid() as uid, (select count(*)::int from notes) as count',
    );
    // The server's own connection is a superuser and sees everything: never answer users with it.
    expect(rows).toEqual([{ uid: null, count: 3 }]);
  });

  it('refuses a role outside the request roles', async () => {
    const context = { role: 'postgres', claims: {} } as unknown as RequestContext;
    await expect(bodies(context)).rejects.toThrow('Refusing to run a request as role postgres');
  });
});

describe.each(testDatabaseKinds)('withRequestRole transaction options on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
    await test.db.exec(`
      create table public.counter (n int);
      grant select, insert on public.counter to anon;`);
  });
  afterAll(() => test.drop());
  const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };

  it('refuses writes in a read-only request', async () => {
    await expect(
      withRequestRole(test.db, { ...anon, readOnly: true }, (tx) =>
        tx.query('insert into counter values (1)'),
      ),
    ).rejects.toMatchObject({ code: '25006' });
  });

  it('sets the search path and the statement timeout for the request only', async () => {
    const seen = await withRequestRole(
      { ...test.db, statementTimeouts: { anon: 1500, authenticated: 8000, service_role: 0 } },
      { ...anon, searchPath: ['public', 'extensions'] },
      async (tx) =>
        (
          await tx.query(
            "select current_setting('search_path') as path, current_setting('statement_timeout') as timeout",
          )
        ).rows[0],
    );
    expect(seen).toEqual({ path: '"public", "extensions"', timeout: '1500ms' });
  });
});

describe.each(testDatabaseKinds)('withRequestRole statement timeouts on %s', (kind) => {
  let test: TestDatabase;
  let db: TestDatabase['db'];
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
    // Small, so a slow statement is quick to show: anon 300 ms, authenticated 3 s, service_role none.
    db = { ...test.db, statementTimeouts: { anon: 300, authenticated: 3000, service_role: 0 } };
    await test.db.exec(`
      create function public.nap(seconds float) returns int language sql
        as $$ select 1 from pg_sleep(seconds) $$;
      grant execute on function public.nap(float) to anon, authenticated;`);
  });
  afterAll(() => test.drop());
  const anon: RequestContext = { role: 'anon', claims: { role: 'anon' } };
  const user = asUser(alice);
  const timeoutOf = (context: RequestContext) =>
    withRequestRole(db, context, async (tx) => {
      const { rows } = await tx.query<{ timeout: string }>(
        "select current_setting('statement_timeout') as timeout",
      );
      return rows[0]?.timeout;
    });
  const nap = (context: RequestContext, seconds: number) =>
    withRequestRole(db, context, (tx) => tx.query('select public.nap($1)', [seconds]));

  it("sets each role's own timeout, or that of the role a request is made for", async () => {
    expect(await timeoutOf(anon)).toBe('300ms');
    expect(await timeoutOf(user)).toBe('3s');
    const server = { role: 'service_role', claims: { role: 'service_role' } } as const;
    expect(await timeoutOf(server)).toBe('0');
    expect(await timeoutOf({ ...server, timeLimitOf: 'anon' })).toBe('300ms');
  });

  it('fails a statement that runs longer than the role may, with 57014', async () => {
    const started = performance.now();
    await expect(nap(anon, 1)).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const elapsed = performance.now() - started;
    // PostgreSQL cancels it at the limit; PGlite cannot stop it, and refuses it when it returns.
    if (kind === 'postgres') expect(elapsed).toBeLessThan(900);
    else expect(elapsed).toBeGreaterThanOrEqual(1000);
    expect((await nap(user, 1)).rows).toEqual([{ nap: 1 }]);
  });
});
