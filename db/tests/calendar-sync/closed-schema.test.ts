import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';

// The calendars schema holds sealed passwords and tokens (migration 0350): no request role
// reaches its tables or its functions, and the data API does not serve it (decision 0003).

describe.each(testDatabaseKinds)('the calendars schema on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  it('is closed to every request role: its tables and its functions', async () => {
    const { rows: tables } = await server.db.query<{ name: string }>(
      `select relname as name from pg_class
       where relnamespace = 'calendars'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(tables.map((t) => t.name)).toEqual([
      'booking_events',
      'busy_events',
      'calendars',
      'connections',
      'oauth_clients',
      // Each staff member's busy times merged (migration 0354).
      'staff_busy',
      // The Google and Microsoft stand-ins' state (migration 0352).
      'stand_in_calendars',
      'stand_in_channels',
      'stand_in_events',
      'stand_in_grants',
    ]);
    const { rows: functions } = await server.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p
       where p.pronamespace = 'calendars'::regnamespace order by 1`,
    );
    expect(functions.length).toBeGreaterThan(15);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const statements = [
        ...tables.map((t) => `select * from calendars.${t.name}`),
        `select calendars.claim_syncs(1)`,
        `select calendars.claim_writes(1)`,
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
         where p.pronamespace = 'calendars'::regnamespace
           and has_function_privilege($1, p.oid, 'execute')
         order by 1`,
        [role],
      );
      // The views' own test of who is whose, nothing that reads or changes a secret.
      expect(executable.map((f) => f.name)).toEqual(
        role === 'anon' ? [] : ['calendars.is_own_staff(uuid,uuid)'],
      );
    }
  });

  it('is not served by the data API', async () => {
    const answer = await fetch(`${server.url}/rest/v1/connections`, {
      headers: {
        apikey: server.apiKeys.serviceRole,
        Authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'Accept-Profile': 'calendars',
      },
    });
    expect(answer.status).toBe(406);
  });

  it('shows no sealed secret through any public view', async () => {
    const { rows } = await server.db.query<{ view: string; column: string }>(
      `select table_name as view, column_name as column from information_schema.columns
       where table_schema = 'public'
         and table_name in ('calendar_connections', 'staff_calendars', 'calendar_conflicts',
                            'calendar_oauth_clients')
         and (column_name like '%sealed%' or column_name like '%secret%'
              or column_name like '%token%' or data_type = 'bytea')`,
    );
    expect(rows).toEqual([]);
  });
});
