import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedSchemaReach } from '../../../src/server/test-support/closed-schema.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';

// The audit schema (migration 0356) holds every business's trail: no request role reaches its
// table or its functions, and the data API does not serve it (decision 0003). Owners and admins
// read their business's entries through public.audit_trail only.

describe.each(testDatabaseKinds)('the audit schema on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  it('is closed to every request role and not served by the data API', async () => {
    const reach = await closedSchemaReach(server, 'audit', [
      `insert into audit.entries (tenant_id, actor_kind, subject, action, after)
       values (gen_random_uuid(), 'system', 'client', 'insert', '{}')`,
      `select audit.actor(gen_random_uuid())`,
      `select audit.undo(null::audit.entries, gen_random_uuid())`,
    ]);
    expect(reach.tables).toEqual(['entries', 'undos']);
    expect(reach.notRefused).toEqual([]);
    // What public.audit_trail calls as its reader: the names of what an entry points at,
    // whether it can be undone, until when.
    const reader = [
      'audit.names_of(uuid,jsonb,jsonb)',
      'audit.undo_kind(text,text,jsonb)',
      'audit.undo_window()',
    ];
    expect(reach.executable).toEqual({ anon: [], authenticated: reader, service_role: reader });
    expect(reach.dataApiStatus).toBe(406);
  });
});
