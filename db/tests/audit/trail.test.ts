import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { serviceRoleClient, testClient } from '../../../src/server/test-support/supabase-client.ts';
import { createTestCatalogue } from '../../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import { paymentsEnv, postAs } from '../../../src/server/test-support/test-payments.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';

// Issue 38, point 3: who made each change, what changed (the changed columns before and after),
// when, and the request it came from; no secret written down; no role can change or remove an
// entry; owners and admins read their business's trail and nobody else does.

interface Entry {
  id: number;
  actor_kind: string;
  actor_user_id: string | null;
  actor_name: string | null;
  subject: string;
  action: string;
  record_id: string | null;
  client_id: string | null;
  client_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
  request_method: string | null;
  request_path: string | null;
}

describe.each(testDatabaseKinds)('the audit trail on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let api: SupabaseClient;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, `audit-${kind}`);
    b = await createTestTenant(server, `audit-b-${kind}`);
    api = serviceRoleClient(server);
  }, 60_000);
  afterAll(() => server.stop());

  /** The business's entries after `since`, oldest first, as its owner reads them. */
  async function entriesSince(since: number, tenant = a): Promise<Entry[]> {
    const { data, error } = await tenant.owner.client
      .from('audit_trail')
      .select('*')
      .eq('tenant_id', tenant.id)
      .gt('id', since)
      .order('id');
    expect(error).toBeNull();
    return data as Entry[];
  }
  async function lastId(): Promise<number> {
    const { rows } = await server.db.query<{ id: string | null }>(
      'select max(id)::text as id from audit.entries',
    );
    return Number(rows[0]?.id ?? 0);
  }

  it('names who made each change: staff, a client, a visitor, an API key, the system', async () => {
    const since = await lastId();
    const client = a.client.clientId;
    expect(
      (
        await a.owner.client
          .from('clients')
          .update({ tags: ['vip'] })
          .eq('id', client)
      ).error,
    ).toBeNull();
    expect(
      (
        await a.client.client.rpc('update_own_profile', {
          tenant_id: a.id,
          full_name: 'Client Renamed',
        })
      ).error,
    ).toBeNull();
    const added = await api
      .from('clients')
      .insert({ tenant_id: a.id, full_name: 'Added By Key', email: 'key@audit.test' })
      .select('id')
      .single();
    expect(added.error).toBeNull();
    await server.db.query(`update public.clients set status = 'archived' where id = $1`, [
      added.data?.id,
    ]);
    // A visitor: the anon key alone, unsubscribing from an email's link.
    const { rows } = await server.db.query<{ token: string }>(
      'select messaging.unsubscribe_token($1, $2) as token',
      [a.id, client],
    );
    const visitor = testClient(server);
    expect(
      (await visitor.rpc('unsubscribe_with_token', { token: rows[0]?.token })).error,
    ).toBeNull();

    const entries = await entriesSince(since);
    expect(
      entries.map(({ actor_kind, actor_user_id, subject, action, before, after }) => ({
        actor_kind,
        actor_user_id,
        subject,
        action,
        before,
        after,
      })),
    ).toEqual([
      {
        actor_kind: 'staff',
        actor_user_id: a.owner.id,
        subject: 'client',
        action: 'update',
        before: { tags: [] },
        after: { tags: ['vip'] },
      },
      {
        actor_kind: 'client',
        actor_user_id: a.client.id,
        subject: 'client',
        action: 'update',
        before: { full_name: `Client of audit-${kind}` },
        after: { full_name: 'Client Renamed' },
      },
      expect.objectContaining({
        actor_kind: 'api_key',
        actor_user_id: null,
        subject: 'client',
        action: 'insert',
        before: null,
      }),
      {
        actor_kind: 'system',
        actor_user_id: null,
        subject: 'client',
        action: 'update',
        before: { status: 'active' },
        after: { status: 'archived' },
      },
      {
        actor_kind: 'visitor',
        actor_user_id: null,
        subject: 'client',
        action: 'update',
        before: { reminders_off: false },
        after: { reminders_off: true },
      },
    ]);
    expect(entries[2]?.after).toMatchObject({ full_name: 'Added By Key', status: 'active' });
    expect(entries.map((entry) => entry.record_id)).toEqual([
      client,
      client,
      added.data?.id,
      added.data?.id,
      client,
    ]);
    expect(entries.map((entry) => entry.client_name)).toEqual([
      'Client Renamed',
      'Client Renamed',
      'Added By Key',
      'Added By Key',
      'Client Renamed',
    ]);
    expect(entries[0]?.actor_name).toBeTruthy();
    expect(entries[1]?.actor_name).toBe('Client Renamed');
  });

  it('keeps the data API request each change came from: its id is the answer’s x-request-id', async () => {
    const since = await lastId();
    const response = await fetch(`${server.url}/rest/v1/clients?id=eq.${a.client.clientId}`, {
      method: 'PATCH',
      headers: {
        apikey: server.apiKeys.serviceRole,
        authorization: `Bearer ${server.apiKeys.serviceRole}`,
        'content-type': 'application/json',
        // The server's id wins over any a caller sends.
        'x-request-id': 'chosen-by-the-caller',
      },
      body: JSON.stringify({ phone: '+447700900123' }),
    });
    expect(response.status).toBe(204);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [entry] = await entriesSince(since);
    expect(entry).toMatchObject({
      request_id: requestId,
      request_method: 'PATCH',
      request_path: '/clients',
      actor_kind: 'api_key',
      before: { phone: null },
      after: { phone: '+447700900123' },
    });
    const logged = server.logs.find((line) => line.msg === 'request' && line.id === requestId);
    expect(logged).toMatchObject({ method: 'PATCH', status: 204 });
  });

  it('names the person a server route writes for, and its request, without the sealed keys', async () => {
    const since = await lastId();
    const path = `/payments/v1/accounts/${a.id}`;
    const response = await postAs(server, path, a.owner.id, { provider: 'test' });
    expect(response.status).toBe(200);
    const entries = await entriesSince(since);
    expect(entries).toEqual([
      expect.objectContaining({
        subject: 'payment_settings',
        action: 'insert',
        actor_kind: 'staff',
        actor_user_id: a.owner.id,
        request_id: response.headers.get('x-request-id'),
        request_method: 'POST',
        request_path: path,
      }),
    ]);
    expect(Object.keys(entries[0]?.after ?? {}).filter((key) => key.includes('sealed'))).toEqual(
      [],
    );
  });

  it('writes down no secret, and nothing when only the server’s own columns change', async () => {
    const since = await lastId();
    const made = await a.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: a.id,
      url: 'https://hooks.example.test/audit',
      events: ['client.created'],
    });
    expect(made.error).toBeNull();
    expect(
      (await a.owner.client.rpc('rotate_webhook_secret', { endpoint_id: made.data })).error,
    ).toBeNull();
    await server.db.query(
      `update webhooks.endpoints set last_status = 500, failing_since = now() where id = $1`,
      [made.data],
    );
    const entries = await entriesSince(since);
    expect(entries.map((entry) => [entry.subject, entry.action])).toEqual([
      ['webhook_endpoint', 'insert'],
      ['webhook_endpoint', 'update'],
    ]);
    expect(Object.keys(entries[1]?.after ?? {}).sort()).toEqual([
      'previous_secret_expires_at',
      'secret_rotated_at',
    ]);
    expect(JSON.stringify(entries)).not.toContain('whsec_');
  });

  it("writes down a client's files, and nothing of other buckets' objects", async () => {
    const since = await lastId();
    const name = `${a.id}/${a.client.clientId}/exercise-plan.txt`;
    const files = a.owner.client.storage.from('client-files');
    const uploaded = await files.upload(name, new Blob(['Knee plan'], { type: 'text/plain' }), {
      contentType: 'text/plain',
    });
    expect(uploaded.error).toBeNull();
    expect((await files.remove([name])).error).toBeNull();
    await api.storage.createBucket('elsewhere');
    await api.storage.from('elsewhere').upload('x.txt', new Blob(['x']));
    const entries = await entriesSince(since);
    expect(
      entries.map((entry) => [entry.subject, entry.action, entry.client_id, entry.actor_kind]),
    ).toEqual([
      ['file', 'insert', a.client.clientId, 'staff'],
      ['file', 'delete', a.client.clientId, 'staff'],
    ]);
    expect(entries[0]?.after).toMatchObject({ bucket_id: 'client-files', name });
  });

  it('lets no role change, remove or empty an entry, the server’s own connection included', async () => {
    const refusals: string[] = [];
    for (const statement of [
      'update audit.entries set subject = $$client$$',
      'delete from audit.entries',
      'truncate audit.entries',
    ]) {
      try {
        await server.db.query(statement);
      } catch (error) {
        refusals.push((error as Error).message);
      }
    }
    expect(refusals).toHaveLength(3);
    for (const message of refusals) expect(message).toContain('audit_append_only');
    expect(await lastId()).toBeGreaterThan(0);
  });

  it('names the staff member and the service a change points at, as they are now, in the business only', async () => {
    const catalogue = await createTestCatalogue(a);
    const since = await lastId();
    const link = { tenant_id: a.id, service_id: catalogue.massage, staff_id: catalogue.staffId };
    const removed = await a.owner.client.from('service_staff').delete().match(link);
    expect(removed.error).toBeNull();
    const renamed = await a.owner.client
      .from('staff')
      .update({ display_name: 'Nia Renamed' })
      .eq('id', catalogue.staffId);
    expect(renamed.error).toBeNull();
    const names = async (id: number) =>
      (
        await a.owner.client
          .from('audit_trail')
          .select('names')
          .eq('tenant_id', a.id)
          .eq('id', id)
          .single()
      ).data?.names;
    const [unlinked] = await entriesSince(since);
    expect(unlinked).toMatchObject({ subject: 'service_staff', action: 'delete' });
    const service = await a.owner.client
      .from('services')
      .select('name')
      .eq('id', catalogue.massage)
      .single();
    expect(await names(unlinked?.id ?? 0)).toEqual({
      [catalogue.staffId]: 'Nia Renamed',
      [catalogue.massage]: service.data?.name,
    });
    // Another business's staff member is not named in this one's trail, whatever an entry holds.
    const theirs = await createTestCatalogue(b);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into audit.entries (tenant_id, actor_kind, subject, action, after)
       values ($1, 'system', 'session', 'insert', jsonb_build_object('staff_id', $2::text))
       returning id::text`,
      [a.id, theirs.staffId],
    );
    expect(await names(Number(rows[0]?.id))).toBeNull();
  });

  it('is read by owners and admins of the business only', async () => {
    const own = await a.owner.client.from('audit_trail').select('id').eq('tenant_id', a.id);
    expect(own.data?.length).toBeGreaterThan(0);
    for (const reader of [a.staff, a.client]) {
      const { data, error } = await reader.client.from('audit_trail').select('id');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const others = await b.owner.client.from('audit_trail').select('tenant_id');
    expect(new Set(others.data?.map((row) => row.tenant_id))).toEqual(new Set([b.id]));
    const anon = await testClient(server).from('audit_trail').select('id');
    expect(anon.data ?? []).toEqual([]);
  });
});
