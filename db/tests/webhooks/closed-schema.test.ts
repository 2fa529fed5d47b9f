import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSchemaReach } from '../../../src/server/test-support/closed-schema.ts';
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

  it('is closed to every request role and not served by the data API', async () => {
    const reach = await closedSchemaReach(server, 'webhooks', [
      `select webhooks.claim_deliveries(1, interval '1 minute')`,
      `select webhooks.configure(true)`,
    ]);
    expect(reach.tables).toEqual(['attempts', 'deliveries', 'endpoints', 'events', 'settings']);
    expect(reach.notRefused).toEqual([]);
    // What public.webhook_deliveries calls as its caller: an event's body, no secret.
    const body = ['webhooks.body(webhooks.events)'];
    expect(reach.executable).toEqual({ anon: [], authenticated: body, service_role: body });
    expect(reach.dataApiStatus).toBe(406);
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
