import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSchemaReach } from '../../../src/server/test-support/closed-schema.ts';
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

  it('is closed to every request role and not served by the data API', async () => {
    const reach = await closedSchemaReach(server, 'calendars', [
      `select calendars.claim_syncs(1)`,
      `select calendars.claim_writes(1)`,
    ]);
    expect(reach.tables).toEqual([
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
    expect(reach.notRefused).toEqual([]);
    // The views' own test of who is whose, nothing that reads or changes a secret.
    const own = ['calendars.is_own_staff(uuid,uuid)'];
    expect(reach.executable).toEqual({ anon: [], authenticated: own, service_role: own });
    expect(reach.dataApiStatus).toBe(406);
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
