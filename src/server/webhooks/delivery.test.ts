import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptTestDatabase, type KeptDatabase } from '../test-support/kept-database.ts';
import type { TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { latestMessage } from '../test-support/supabase-client.ts';
import { startWebhookReceiver } from '../test-support/webhook-receiver.ts';

// Issue 38, point 2: a real receiver on this machine verifies every delivery with
// `standardwebhooks`; across a secret rotation both signatures verify; with the receiver down
// through many attempts and the server restarted meanwhile, every event arrives once it is
// back, each exactly once by webhook-id; an endpoint that keeps failing is switched off. The
// waits between retries are shortened in the database (webhooks.settings), not slept through.

const poll = { timeout: 30_000, interval: 100 };

describe.each(testDatabaseKinds)('webhook deliveries on %s', (kind) => {
  let kept: KeptDatabase;
  let server: TestServer;
  let tenant: TestTenant;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let endpoint: string;
  // A restart listens where the last server did, so the signed-in clients reach it.
  const start = (port = 0) => kept.start({ MESSAGE_POLL_SECONDS: '1', PORT: String(port) });
  beforeAll(async () => {
    kept = await keptTestDatabase(kind);
    server = await start();
    tenant = await createTestTenant(server, `wh-deliveries-${kind}`);
    receiver = await startWebhookReceiver();
    const made = await tenant.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: tenant.id,
      url: receiver.url,
      events: ['client.created', 'client.updated'],
    });
    endpoint = made.data as string;
    const secret = await tenant.owner.client.rpc('webhook_endpoint_secret', {
      endpoint_id: endpoint,
    });
    receiver.secrets = [secret.data as string];
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
    await kept?.remove();
  });

  const addClients = async (count: number, name: string) => {
    const { error } = await tenant.owner.client.from('clients').insert(
      Array.from({ length: count }, (_, i) => ({
        tenant_id: tenant.id,
        full_name: `${name} ${i + 1}`,
      })),
    );
    expect(error).toBeNull();
  };
  const deliveries = async (where = 'true') =>
    (
      await server.db.query<{ state: string; attempts: number; last_error: string | null }>(
        `select d.state, d.attempts, d.last_error from webhooks.deliveries d
         where d.tenant_id = $1 and d.endpoint_id = $2 and ${where}`,
        [tenant.id, endpoint],
      )
    ).rows;

  it('signs every delivery so that standardwebhooks verifies it, with both secrets while rotating', async () => {
    await addClients(5, 'Signed');
    await expect.poll(() => receiver.received.length, poll).toBe(5);
    expect(receiver.received.every((r) => r.signatures === 1 && r.type === 'client.created')).toBe(
      true,
    );

    const rotated = await tenant.owner.client.rpc('rotate_webhook_secret', {
      endpoint_id: endpoint,
    });
    receiver.secrets = [receiver.secrets[0] as string, rotated.data as string];
    await addClients(3, 'Rotated');
    await expect.poll(() => receiver.received.length, poll).toBe(8);
    for (const delivery of receiver.received.slice(5)) {
      expect(delivery.signatures).toBe(2);
      expect(delivery.verifiedBy).toEqual([0, 1]);
    }
    // Once the previous secret expires, the new one alone signs.
    await server.db.query(
      `update webhooks.endpoints set previous_secret_expires_at = now() - interval '1 second'
       where id = $1`,
      [endpoint],
    );
    const ping = await tenant.owner.client.rpc('send_webhook_test', { endpoint_id: endpoint });
    expect(ping.error).toBeNull();
    await expect.poll(() => receiver.received.length, poll).toBe(9);
    expect(receiver.received[8]).toMatchObject({
      type: 'webhook.test',
      signatures: 1,
      verifiedBy: [1],
    });
    // The server records the answer just after the receiver has sent it.
    const recorded = async () =>
      (
        await tenant.owner.client
          .from('webhook_deliveries')
          .select('state, attempts, last_status, delivered_at')
          .eq('id', ping.data)
          .single()
      ).data;
    await expect
      .poll(recorded, poll)
      .toMatchObject({ state: 'delivered', attempts: 1, last_status: 204 });
    expect(receiver.unverified).toBe(0);
    expect(receiver.repeated()).toEqual([]);
  });

  it('delivers every event exactly once after a long outage and a restart', async () => {
    const before = receiver.received.length;
    await server.db.query(`update webhooks.settings set retry_seconds = array_fill(1, array[20])`);
    const port = Number(new URL(receiver.url).port);
    await receiver.stop();
    await addClients(20, 'Outage');
    await expect
      .poll(
        async () => (await deliveries(`d.state = 'pending'`)).every((d) => d.attempts >= 2),
        poll,
      )
      .toBe(true);
    expect((await deliveries(`d.state = 'pending'`)).length).toBe(20);
    expect((await deliveries(`d.state = 'pending'`))[0]?.last_error).toBe('connection_failed');

    await server.stop();
    server = await start(server.port);
    await expect
      .poll(
        async () => (await deliveries(`d.state = 'pending'`)).every((d) => d.attempts >= 4),
        poll,
      )
      .toBe(true);

    await receiver.start(port);
    await expect.poll(() => receiver.received.length - before, poll).toBe(20);
    // Anything sent twice would come after the last first copy: wait out a few polls.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(receiver.received.length - before).toBe(20);
    expect(receiver.repeated()).toEqual([]);
    expect(receiver.unverified).toBe(0);
    const all = await deliveries();
    expect(all.every((d) => d.state === 'delivered')).toBe(true);
    const { rows } = await server.db.query<{ attempts: number }>(
      `select count(*)::int as attempts from webhooks.attempts a
       join webhooks.deliveries d on d.tenant_id = a.tenant_id and d.id = a.delivery_id
       where d.endpoint_id = $1 and a.error is null`,
      [endpoint],
    );
    expect(rows[0]?.attempts).toBe(all.length);
  });

  it('ends an attempt the receiver does not answer within 15 s', async () => {
    const hanging = await tenant.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: tenant.id,
      url: `${receiver.url}/hang`,
      events: ['client.updated'],
    });
    const secret = await tenant.owner.client.rpc('webhook_endpoint_secret', {
      endpoint_id: hanging.data,
    });
    receiver.secrets = [...receiver.secrets, secret.data as string];
    const ping = await tenant.owner.client.rpc('send_webhook_test', { endpoint_id: hanging.data });
    const shown = () =>
      tenant.owner.client
        .from('webhook_deliveries')
        .select('state, last_status, last_error')
        .eq('id', ping.data)
        .single()
        .then((r) => r.data);
    await expect
      .poll(shown, { timeout: 25_000, interval: 250 })
      .toMatchObject({ state: 'pending', last_status: null, last_error: 'timeout' });
    await tenant.owner.client.rpc('delete_webhook_endpoint', { endpoint_id: hanging.data });
  }, 30_000);

  it('gives up after the last retry and switches off an endpoint that keeps failing', async () => {
    await server.db.query(`update webhooks.settings set retry_seconds = array[1, 1]`);
    const failing = await tenant.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: tenant.id,
      url: `${receiver.url}/fail`,
      events: ['client.updated'],
    });
    const id = failing.data as string;
    const secret = await tenant.owner.client.rpc('webhook_endpoint_secret', { endpoint_id: id });
    receiver.secrets = [...receiver.secrets, secret.data as string];
    const { data: clients } = await tenant.owner.client
      .from('clients')
      .update({ phone: '+44 20 7946 0000' })
      .eq('full_name', 'Signed 1')
      .select('id');
    expect(clients).toHaveLength(1);
    const shown = () =>
      tenant.owner.client
        .from('webhook_endpoints')
        .select('enabled, disabled_reason, last_status, failing_since')
        .eq('id', id)
        .single()
        .then((r) => r.data);
    await expect.poll(shown, poll).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(await shown()).toMatchObject({ last_status: 500 });
    const { data: log } = await tenant.owner.client
      .from('webhook_deliveries')
      .select('state, attempts, last_status, last_error, next_attempt_at')
      .eq('endpoint_id', id);
    expect(log).toEqual([
      {
        state: 'failed',
        attempts: 3,
        last_status: 500,
        last_error: 'http_status',
        next_attempt_at: null,
      },
    ]);
    // The working endpoint was told of the same change, and is still on.
    expect(receiver.received.at(-1)?.type).toBe('client.updated');
    // The owner is told by email, in the catalogue's words.
    const { rows: emails } = await server.db.query<{ kind: string; to_address: string }>(
      `select kind, to_address from messaging.messages where tenant_id = $1 and kind = $2`,
      [tenant.id, 'webhook_switched_off'],
    );
    expect(emails).toEqual([{ kind: 'webhook_switched_off', to_address: tenant.owner.email }]);
    const mail = () => latestMessage(server, tenant.owner.email).catch(() => null);
    await expect
      .poll(async () => (await mail())?.subject, poll)
      .toBe(`Studio ${tenant.slug}: a webhook was switched off`);
    expect((await mail())?.text).toContain(`${receiver.url}/fail`);
    expect((await mail())?.text).toContain('HTTP 500');
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'webhook deliveries of two servers on one PostgreSQL',
  () => {
    let kept: KeptDatabase;
    const servers: TestServer[] = [];
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
    beforeAll(async () => {
      kept = await keptTestDatabase('postgres');
      for (let i = 0; i < 2; i += 1) servers.push(await kept.start({ MESSAGE_POLL_SECONDS: '1' }));
      receiver = await startWebhookReceiver();
    }, 60_000);
    afterAll(async () => {
      for (const server of servers) await server.stop();
      await receiver?.stop();
      await kept?.remove();
    });

    it('sends each of 300 events exactly once', async () => {
      const [first] = servers as [TestServer];
      const tenant = await createTestTenant(first, 'wh-two-servers');
      const made = await tenant.owner.client.rpc('create_webhook_endpoint', {
        tenant_id: tenant.id,
        url: receiver.url,
        events: ['client.created'],
      });
      const secret = await tenant.owner.client.rpc('webhook_endpoint_secret', {
        endpoint_id: made.data as string,
      });
      receiver.secrets = [secret.data as string];
      // In six commits, as clients would come: each NOTIFY wakes both servers.
      for (let part = 0; part < 6; part += 1) {
        await first.db.query(
          `insert into public.clients (tenant_id, full_name)
           select $1, 'Client ' || n from generate_series(1, 50) n`,
          [tenant.id],
        );
      }
      await expect
        .poll(() => receiver.received.length, { timeout: 60_000, interval: 200 })
        .toBeGreaterThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(receiver.received).toHaveLength(300);
      expect(receiver.repeated()).toEqual([]);
      expect(receiver.unverified).toBe(0);
      const { rows } = await first.db.query<{ state: string; attempts: number }>(
        `select state, attempts from webhooks.deliveries where tenant_id = $1`,
        [tenant.id],
      );
      expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true);
    }, 90_000);
  },
);
