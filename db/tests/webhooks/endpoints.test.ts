import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import { testClient } from '../../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';

// Issue 38, point 1: the contract's functions and views (/work/briefs/webhooks-contract.md),
// with their refusals, on a server whose operator keeps webhooks off private networks (a
// deployment's default: WEBHOOKS_ALLOW_PRIVATE=0).

const url = 'https://hooks.example.test/booking';
const secretPattern = /^whsec_[A-Za-z0-9+/]{43}=$/;

describe.each(testDatabaseKinds)('webhook endpoints on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { WEBHOOKS_ALLOW_PRIVATE: '0' });
    a = await createTestTenant(server, `wh-endpoints-${kind}`);
    b = await createTestTenant(server, `wh-endpoints-b-${kind}`);
  }, 60_000);
  afterAll(() => server.stop());

  const create = (who: TestTenant['owner'], values: Record<string, unknown> = {}) =>
    who.client.rpc('create_webhook_endpoint', {
      tenant_id: a.id,
      url,
      events: ['booking.created'],
      ...values,
    });
  const refusal = async (request: PromiseLike<{ error: { code?: string } | null }>) => {
    const { error } = await request;
    return error?.code;
  };

  it('lets owners and admins add endpoints, refusing everyone else', async () => {
    const made = await create(a.owner, { description: '  Accounts  ' });
    expect(made.error).toBeNull();
    const { data } = await a.owner.client.from('webhook_endpoints').select('*').eq('id', made.data);
    expect(data).toEqual([
      expect.objectContaining({
        tenant_id: a.id,
        url,
        description: 'Accounts',
        events: ['booking.created'],
        enabled: true,
        disabled_reason: null,
        secret_rotated_at: null,
        previous_secret_expires_at: null,
        last_delivery_at: null,
        failing_since: null,
      }),
    ]);
    expect(Object.keys(data?.[0] ?? {}).filter((c) => /secret$|sealed/.test(c))).toEqual([]);
    expect(await refusal(create(a.staff))).toBe('forbidden');
    expect(await refusal(create(a.client))).toBe('forbidden');
    expect(await refusal(create(b.owner))).toBe('forbidden');
    expect(
      await refusal(
        testClient(server).rpc('create_webhook_endpoint', {
          tenant_id: a.id,
          url,
          events: ['booking.created'],
        }),
      ),
    ).toBe('42501');
    for (const who of [a.staff, a.client, b.owner]) {
      const seen = await who.client.from('webhook_endpoints').select('id');
      expect(seen.data).toEqual([]);
    }
  });

  it('refuses addresses the server would not send to', async () => {
    for (const [address, code] of [
      ['hooks.example.test/booking', 'invalid_webhook_url'],
      ['ftp://hooks.example.test/', 'invalid_webhook_url'],
      ['http://hooks.example.test/', 'invalid_webhook_url'],
      ['https://ann:secret@hooks.example.test/', 'invalid_webhook_url'],
      [`https://hooks.example.test/${'x'.repeat(2000)}`, 'invalid_webhook_url'],
      ['https://localhost/hook', 'webhook_address_not_allowed'],
      ['https://api.localhost:8443/hook', 'webhook_address_not_allowed'],
      ['https://127.0.0.1/hook', 'webhook_address_not_allowed'],
      ['https://10.2.3.4:8443/hook', 'webhook_address_not_allowed'],
      ['https://192.168.1.10/hook', 'webhook_address_not_allowed'],
      ['https://169.254.169.254/latest', 'webhook_address_not_allowed'],
      ['https://[::1]/hook', 'webhook_address_not_allowed'],
      ['https://[fd12::1]:443/hook', 'webhook_address_not_allowed'],
      ['https://[::ffff:10.0.0.1]/hook', 'webhook_address_not_allowed'],
    ] as const) {
      expect(await refusal(create(a.owner, { url: address })), address).toBe(code);
    }
    expect(
      await refusal(create(a.owner, { url: 'https://8.8.8.8:8443/hook?x=1' })),
    ).toBeUndefined();
  });

  it('refuses no events, unknown events and the test ping', async () => {
    expect(await refusal(create(a.owner, { events: [] }))).toBe('no_webhook_events');
    expect(await refusal(create(a.owner, { events: null }))).toBe('no_webhook_events');
    expect(await refusal(create(a.owner, { events: ['booking.deleted'] }))).toBe(
      'unknown_webhook_event',
    );
    expect(await refusal(create(a.owner, { events: ['webhook.test'] }))).toBe(
      'unknown_webhook_event',
    );
    const { data } = await create(a.owner, {
      events: ['client.created', 'booking.created', 'client.created'],
    });
    const { rows } = await server.db.query<{ events: string[] }>(
      'select events from webhooks.endpoints where id = $1',
      [data],
    );
    expect(rows[0]?.events).toEqual(['client.created', 'booking.created']);
  });

  it('keeps to 20 endpoints a business', async () => {
    const { rows } = await server.db.query<{ count: number }>(
      'select count(*)::int as count from webhooks.endpoints where tenant_id = $1',
      [a.id],
    );
    for (let i = rows[0]?.count ?? 0; i < 20; i += 1)
      expect((await create(a.owner)).error).toBeNull();
    expect(await refusal(create(a.owner))).toBe('too_many_webhook_endpoints');
    await server.db.query(
      `delete from webhooks.endpoints where tenant_id = $1
       and id not in (select id from webhooks.endpoints where tenant_id = $1 order by created_at limit 2)`,
      [a.id],
    );
  });

  it('changes, switches on again, rotates and removes endpoints for owners and admins only', async () => {
    const id = (await create(a.owner)).data as string;
    const update = (who: TestTenant['owner'], values: Record<string, unknown> = {}) =>
      who.client.rpc('update_webhook_endpoint', {
        endpoint_id: id,
        url: `${url}/v2`,
        events: ['client.updated'],
        description: 'CRM',
        enabled: true,
        ...values,
      });
    expect(await refusal(update(a.staff))).toBe('forbidden');
    expect(await refusal(update(b.owner))).toBe('webhook_endpoint_not_found');
    expect(await refusal(update(a.owner, { endpoint_id: crypto.randomUUID() }))).toBe(
      'webhook_endpoint_not_found',
    );
    expect(await refusal(update(a.owner, { url: 'https://10.0.0.1/' }))).toBe(
      'webhook_address_not_allowed',
    );
    expect(await refusal(update(a.owner, { events: [] }))).toBe('no_webhook_events');
    // Switched off by the server for failing; on again, that is forgotten.
    await server.db.query(
      `update webhooks.endpoints set enabled = false, disabled_reason = 'failing',
         disabled_at = now(), failing_since = now() - interval '2 days' where id = $1`,
      [id],
    );
    expect((await update(a.owner)).error).toBeNull();
    const shown = await a.owner.client.from('webhook_endpoints').select('*').eq('id', id).single();
    expect(shown.data).toMatchObject({
      url: `${url}/v2`,
      events: ['client.updated'],
      description: 'CRM',
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    });
    expect((await update(a.owner, { enabled: false })).error).toBeNull();
    const off = await a.owner.client.from('webhook_endpoints').select('*').eq('id', id).single();
    expect(off.data).toMatchObject({ enabled: false, disabled_reason: null });
    expect(off.data?.disabled_at).not.toBeNull();

    const secret = await a.owner.client.rpc('webhook_endpoint_secret', { endpoint_id: id });
    expect(secret.error).toBeNull();
    expect(secret.data).toMatch(secretPattern);
    expect(await refusal(a.staff.client.rpc('webhook_endpoint_secret', { endpoint_id: id }))).toBe(
      'forbidden',
    );
    expect(await refusal(b.owner.client.rpc('webhook_endpoint_secret', { endpoint_id: id }))).toBe(
      'webhook_endpoint_not_found',
    );
    const rotated = await a.owner.client.rpc('rotate_webhook_secret', { endpoint_id: id });
    expect(rotated.error).toBeNull();
    expect(rotated.data).toMatch(secretPattern);
    expect(rotated.data).not.toBe(secret.data);
    expect((await a.owner.client.rpc('webhook_endpoint_secret', { endpoint_id: id })).data).toBe(
      rotated.data,
    );
    const after = await a.owner.client.from('webhook_endpoints').select('*').eq('id', id).single();
    const expires = Date.parse(after.data?.previous_secret_expires_at as string);
    expect(Math.abs(expires - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
    expect(after.data?.secret_rotated_at).not.toBeNull();
    expect(await refusal(a.staff.client.rpc('rotate_webhook_secret', { endpoint_id: id }))).toBe(
      'forbidden',
    );

    expect(await refusal(a.staff.client.rpc('delete_webhook_endpoint', { endpoint_id: id }))).toBe(
      'forbidden',
    );
    expect(await refusal(b.owner.client.rpc('delete_webhook_endpoint', { endpoint_id: id }))).toBe(
      'webhook_endpoint_not_found',
    );
    expect(
      (await a.owner.client.rpc('delete_webhook_endpoint', { endpoint_id: id })).error,
    ).toBeNull();
    expect(await refusal(a.owner.client.rpc('delete_webhook_endpoint', { endpoint_id: id }))).toBe(
      'webhook_endpoint_not_found',
    );
  });

  it('sends a test ping and sends a delivery again with its message id', async () => {
    const id = (await create(a.owner)).data as string;
    expect(await refusal(a.staff.client.rpc('send_webhook_test', { endpoint_id: id }))).toBe(
      'forbidden',
    );
    expect(await refusal(b.owner.client.rpc('send_webhook_test', { endpoint_id: id }))).toBe(
      'webhook_endpoint_not_found',
    );
    const ping = await a.owner.client.rpc('send_webhook_test', { endpoint_id: id });
    expect(ping.error).toBeNull();
    const { data, error } = await a.owner.client
      .from('webhook_deliveries')
      .select('*')
      .eq('id', ping.data)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      tenant_id: a.id,
      endpoint_id: id,
      event_type: 'webhook.test',
      payload: { type: 'webhook.test', data: { endpoint_id: id } },
    });
    expect(data?.message_id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(data?.payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const again = await a.owner.client.rpc('resend_webhook_delivery', { delivery_id: ping.data });
    expect(again.error).toBeNull();
    expect(again.data).not.toBe(ping.data);
    const resent = await a.owner.client
      .from('webhook_deliveries')
      .select('message_id, event_type, payload')
      .eq('id', again.data)
      .single();
    expect(resent.data).toEqual({
      message_id: data?.message_id,
      event_type: 'webhook.test',
      payload: data?.payload,
    });
    for (const who of [a.staff, b.owner]) {
      expect(
        await refusal(who.client.rpc('resend_webhook_delivery', { delivery_id: ping.data })),
      ).toBe(who === a.staff ? 'forbidden' : 'webhook_delivery_not_found');
      expect((await who.client.from('webhook_deliveries').select('id')).data).toEqual([]);
    }
    expect(
      await refusal(
        a.owner.client.rpc('resend_webhook_delivery', { delivery_id: crypto.randomUUID() }),
      ),
    ).toBe('webhook_delivery_not_found');
  });

  it('refuses at delivery an address the operator does not allow, however it was saved', async () => {
    // As if saved before the operator turned private addresses off.
    const { rows } = await server.db.query<{ id: string }>(
      `insert into webhooks.endpoints (tenant_id, url, events, secret)
       values ($1, 'http://127.0.0.1:9/hooks', '{client.created}', webhooks.new_secret())
       returning id`,
      [a.id],
    );
    const ping = await a.owner.client.rpc('send_webhook_test', { endpoint_id: rows[0]?.id });
    const shown = () =>
      a.owner.client
        .from('webhook_deliveries')
        .select('attempts, last_status, last_error')
        .eq('id', ping.data)
        .single()
        .then((r) => r.data);
    await expect
      .poll(shown, { timeout: 20_000 })
      .toEqual({ attempts: 1, last_status: null, last_error: 'address_not_allowed' });
  });
});
