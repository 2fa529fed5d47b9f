import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedSchemaReach } from '../test-support/closed-schema.ts';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { latestMessage, testClient } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

// Issue 39, point 2: a phone sign-in's code goes out through the official twilio package (to
// the embedded stand-in, over HTTP), supabase-js signs in with it, and nobody who is not the
// phone's owner can read it: no table or view the data API's roles read holds it, the logs do
// not, and the stand-in keeps what it sent (never a body) in a schema closed to them. In a
// trial the developer reads it in the mailbox, a guarded developer tool.

/** Every relation `role` may select from, with how many of its rows mention `code`. */
async function rowsHolding(server: TestServer, role: string, claims: object, code: string) {
  return server.db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [role, JSON.stringify(claims)],
    );
    const { rows: relations } = await tx.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'v', 'm', 'p', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and has_schema_privilege(n.oid, 'usage')
         and has_table_privilege(c.oid, 'select')
       order by 1`,
    );
    const holding: string[] = [];
    for (const { name } of relations) {
      await tx.query('savepoint relation');
      try {
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from ${name} r where r::text ~ $1`,
          [`(^|[^0-9])${code}([^0-9]|$)`],
        );
        if ((rows[0]?.n ?? 0) > 0) holding.push(name);
        await tx.query('release savepoint relation');
      } catch {
        // A relation the role may not read after all (a policy's or a function's refusal).
        await tx.query('rollback to savepoint relation');
      }
    }
    return { relations: relations.length, holding };
  });
}

describe.each(testDatabaseKinds)(
  'phone sign-in codes through the Twilio stand-in on %s',
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServerOn(kind);
    });
    afterAll(() => server.stop());

    it('signs in by a texted code that no data API role and no log can read', async () => {
      const phone = '+447700900200';
      const client = testClient(server);
      expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
      const { code } = await latestMessage(server, phone.slice(1));
      expect(code).toMatch(/^[0-9]{6}$/);
      // The package sent it to the stand-in, which took it to delivered.
      await vi.waitFor(
        async () => {
          const { rows } = await server.db.query(
            'select status from sms_stand_in.messages where to_number = $1',
            [phone],
          );
          expect(rows).toEqual([{ status: 'delivered' }]);
        },
        { timeout: 10_000, interval: 100 },
      );

      const user = await server.db.query<{ id: string }>(
        'select id from auth.users where phone = $1',
        [phone.slice(1)],
      );
      const userId = user.rows[0]?.id ?? '';
      for (const [role, claims] of [
        ['anon', { role: 'anon' }],
        ['authenticated', { role: 'authenticated', sub: userId }],
        ['service_role', { role: 'service_role' }],
      ] as const) {
        const reach = await rowsHolding(server, role, claims, code);
        expect(reach.relations, role).toBeGreaterThan(10);
        expect(reach.holding, role).toEqual([]);
      }
      const logs = JSON.stringify(server.logs);
      expect(logs).not.toMatch(new RegExp(`(^|[^0-9])${code}([^0-9]|$)`));

      const { data, error } = await client.auth.verifyOtp({ phone, token: code, type: 'sms' });
      expect(error).toBeNull();
      expect(data.user?.phone).toBe(phone.slice(1));
    });

    it("keeps the stand-in's texts in a schema no request role reaches", async () => {
      const reach = await closedSchemaReach(server, 'sms_stand_in', []);
      expect(reach.tables).toEqual(['messages']);
      expect(reach.notRefused).toEqual([]);
      expect(reach.executable).toEqual({ anon: [], authenticated: [], service_role: [] });
      expect(reach.dataApiStatus).toBe(406);
      const { rows } = await server.db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
       where table_schema = 'sms_stand_in' and table_name = 'messages'`,
      );
      expect(rows.map((row) => row.column_name)).not.toContain('body');
    });
  },
);
