import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';

// The webhooks schema holds the endpoints' signing secrets (migration 0355): no request role
// reaches its tables or its functions, and the data API does not serve it (decision 0003).

describe.each(testDatabaseKinds)('the webhooks schema on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  it('is closed to every request role: its tables and its functions', async () => {
    const { rows: tables } = await server.db.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'webhooks'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(tables.map((t) => t.name)).toEqual([
      'attempts',
      'deliveries',
      'endpoints',
      'events',
      'settings',
    ]);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const statements = [
        ...tables.map((t) => `select * from webhooks.${t.name}`),
        `select webhooks.claim_deliveries(1, interval '1 minute')`,
        `select webhooks.configure(true)`,
      ];
      for (const statement of statements) {
        const answer = await server.db
          .transaction(async (tx) => {
            await tx.query("select set_config('role', $1, true)", [role]);
            return tx.query(statement);
          })
          .catch((e: unknown) => e);
        expect(String(answer), `${role}: ${statement}`).toMatch(/permission denied/);
      }
      const { rows: executable } = await server.db.query<{ name: string }>(
        `select p.oid::regprocedure::text as name from pg_proc p
         where p.pronamespace = 'webhooks'::regnamespace
           and has_function_privilege($1, p.oid, 'execute')
         order by 1`,
        [role],
      );
      // What public.webhook_deliveries calls as its caller: an event's body, no secret.
      expect(executable.map((f) => f.name)).toEqual(
        role === 'anon' ? [] : ['webhooks.body(webhooks.events)'],
      );
    }
  });

  it('is not served by the data API', async () => {
    const answer = await fetch(`${server.url}/rest/v1/endpoints`, {
      headers: {
        apikey: server.apiKeys.serviceRole,
        Authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'Accept-Profile': 'webhooks',
      },
    });
    expect(answer.status).toBe(406);
  });

  it('shows no secret through its public views', async () => {
    const { rows } = await server.db.query<{ view: string; column: string }>(
      `select table_name as view, column_name as column from information_schema.columns
       where table_schema = 'public' and table_name in ('webhook_endpoints', 'webhook_deliveries')
         and column_name ~ '(^|_)secret$'`,
    );
    expect(rows).toEqual([]);
  });
});
