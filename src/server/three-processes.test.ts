import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../shared/webhook-events.ts';
import { loadSigningKeys } from './auth/signing-key.ts';
import type { Database } from './db/database.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { freePort } from './test-support/free-port.ts';
import { probeTableSql, realtimeDelays, signOutRefusals } from './test-support/process-probes.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './test-support/round-robin-proxy.mjs';
import {
  serverStarted,
  spawnServer,
  stopServer,
  type ServerProcess,
} from './test-support/server-process.ts';
import type { ServerAccess } from './test-support/start-test-server.ts';
import { createTestCatalogue } from './test-support/test-catalogue.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from './test-support/test-database.ts';
import {
  createTestPlan,
  liveCardMemberships,
  moveClockTo,
} from './test-support/test-memberships.ts';
import { connectTestProvider, eventually, paymentsEnv } from './test-support/test-payments.ts';
import { startTestStorage, type TestStorage } from './test-support/test-storage.ts';
import { createTestTenant, type TestTenant } from './test-support/test-tenants.ts';
import { testAccessToken } from './test-support/test-users.ts';
import { startWebhookReceiver } from './test-support/webhook-receiver.ts';

// Issue 39, point 3: three server processes (`node src/server/main.ts`) on one PostgreSQL and one
// bucket, behind one address, under load: memberships renewed by their saved cards (charges at
// the test provider, receipts through the outbox into the mailbox, webhooks to the business's
// receiver) while one process is killed with SIGKILL and started again. Nothing may be lost or
// done twice; realtime and ended sessions reach every process in time. PostgreSQL only. The
// leases of what the killed process held (two minutes at most) are waited out, hence the time.

const members = 45;
const good = '4242424242424242';

describe.runIf(testDatabaseKinds.includes('postgres'))('three server processes', () => {
  const ports: number[] = [];
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let env: Record<string, string>;
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let storage: TestStorage;
  let proxy: RoundRobinProxy;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let site: ServerAccess;
  let each: ServerAccess[];
  let tenant: TestTenant;

  const start = async (index: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'three-processes-'));
    dataDirs.push(dataDir);
    const spawned = spawnServer({ ...env, PORT: String(ports[index]), DATA_DIR: dataDir });
    processes[index] = spawned;
    return serverStarted(spawned);
  };

  beforeAll(async () => {
    database = await createPostgresTestDatabase('migrated');
    db = await openPostgresDatabase(database.url);
    storage = await startTestStorage('s3');
    receiver = await startWebhookReceiver();
    for (let i = 0; i < 3; i += 1) ports.push(await freePort());
    proxy = await startRoundRobinProxy(0, ports);
    env = {
      ...storage.env,
      ...paymentsEnv,
      DATABASE_URL: database.url,
      // One address for all three: the issuer of every token, the links in every message.
      SITE_URL: proxy.url,
      API_EXTERNAL_URL: proxy.url,
      MAILBOX: '1',
      PAYMENTS_TEST_PROVIDER: '1',
      DEVELOPER_CLOCK: '1',
      WEBHOOKS_ALLOW_PRIVATE: '1',
      MESSAGE_POLL_SECONDS: '1',
    };
    const started = await Promise.all([0, 1, 2].map(start));
    const [signingKey] = await loadSigningKeys(db, undefined);
    const apiKeys = { anon: started[0]?.anonKey ?? '', serviceRole: started[0]?.serviceKey ?? '' };
    site = { url: proxy.url, db, signingKey, apiKeys };
    each = started.map((server) => ({ ...site, url: server.url }));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(probeTableSql).finally(() => admin.end());
  }, 420_000);

  afterAll(async () => {
    for (const server of processes) await stopServer(server);
    await proxy?.close();
    await receiver?.stop();
    await storage?.stop();
    await db?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses and doubles nothing when one is killed under load, and reaches every process in time', async () => {
    tenant = await createTestTenant(site, 'three');
    const catalogue = await createTestCatalogue(tenant, 5);
    const pay = await connectTestProvider(site, tenant);
    const made = await tenant.owner.client.rpc('create_webhook_endpoint', {
      tenant_id: tenant.id,
      url: receiver.url,
      events: webhookEvents,
    });
    expect(made.error).toBeNull();
    const secret = await tenant.owner.client.rpc('webhook_endpoint_secret', {
      endpoint_id: made.data as string,
    });
    receiver.secrets = [secret.data as string];
    const plan = await createTestPlan(tenant, catalogue.yoga);
    const memberships = await liveCardMemberships(
      site,
      tenant.id,
      pay.stripe,
      plan,
      Array.from({ length: members }, () => good),
    );

    const before = await realtimeDelays(each, 100);
    console.log(`realtime before the kill (ms, per writing process): ${before.join(', ')}`);
    expect(Math.max(...before)).toBeLessThan(2000);

    // The first periods end: the billing workers of all three renew them.
    const { rows: ends } = await db.query<{ ends_at: Date }>(
      `select max(ends_at) as ends_at from public.subscription_periods where tenant_id = $1`,
      [tenant.id],
    );
    await moveClockTo(site, ends[0]?.ends_at ?? new Date());
    const paid = async () =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from public.subscription_periods
           where tenant_id = $1 and number = 2 and billing = 'paid'`,
          [tenant.id],
        )
      ).rows[0]?.n ?? 0;
    await eventually(async () => ((await paid()) > 0 ? true : undefined), 60_000);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 400));
    const victim = Math.floor(Math.random() * 3);
    const inFlight = await db.query<{ periods: number; messages: number; deliveries: number }>(
      `select
         (select count(*)::int from public.subscription_periods
          where tenant_id = $1 and number = 2 and billing <> 'paid') as periods,
         (select count(*)::int from messaging.messages
          where tenant_id = $1 and status <> 'sent') as messages,
         (select count(*)::int from webhooks.deliveries
          where tenant_id = $1 and state <> 'delivered') as deliveries`,
      [tenant.id],
    );
    await stopServer(processes[victim] as ServerProcess, 'SIGKILL');
    console.log(
      `SIGKILL to process ${victim} with ${members - (await paid())} renewals, ` +
        `${inFlight.rows[0]?.messages} messages and ${inFlight.rows[0]?.deliveries} webhook ` +
        `deliveries not yet done (${inFlight.rows[0]?.periods} periods unpaid just before)`,
    );
    const restarted = Date.now();
    await start(victim);
    console.log(`process ${victim} answered again after ${Date.now() - restarted} ms`);

    const after = await realtimeDelays(each, 200);
    console.log(`realtime after the restart (ms, per writing process): ${after.join(', ')}`);
    expect(Math.max(...after)).toBeLessThan(2000);

    const refusals = await signOutRefusals(each, await testAccessToken(site, tenant.client.id));
    console.log(`a session ended through process 0 was refused after (ms): ${refusals.join(', ')}`);
    expect(Math.max(...refusals)).toBeLessThan(1000);

    // The killed process's claims lapse (leases of 60 and 120 s) and the others finish them.
    const open = async () =>
      (
        await db.query<{ what: string; n: number }>(
          `select 'period ' || billing || coalesce(' ' || provider_payment_id, '') as what,
                  count(*)::int as n
           from public.subscription_periods
           where tenant_id = $1 and number = 2 and billing <> 'paid' group by 1
           union all
           select 'message ' || status, count(*)::int from messaging.messages
           where tenant_id = $1 and status <> 'sent' group by 1
           union all
           select 'delivery ' || state, count(*)::int from webhooks.deliveries
           where tenant_id = $1 and state <> 'delivered' group by 1`,
          [tenant.id],
        )
      ).rows;
    await expect.poll(open, { timeout: 240_000, interval: 500 }).toEqual([]);
    console.log(`drained ${Math.round((Date.now() - restarted) / 1000)} s after the restart`);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    // Charges: one succeeded payment intent per renewal at the provider, one payment in the
    // ledger per period (the first period's was recorded by liveCardMemberships).
    const { rows: charges } = await db.query<{ subscription: string; intents: number }>(
      `select object -> 'metadata' ->> 'subscription_id' as subscription, count(*)::int as intents
       from payments.test_provider_objects
       where tenant_id = $1 and object ->> 'object' = 'payment_intent'
         and object ->> 'status' = 'succeeded'
       group by 1`,
      [tenant.id],
    );
    const { rows: ledger } = await db.query<{ subscription: string; payments: number }>(
      `select subscription_id as subscription, count(*)::int as payments from public.transactions
       where tenant_id = $1 and kind = 'payment' and subscription_id is not null group by 1`,
      [tenant.id],
    );
    console.log(
      `charges: ${charges.reduce((sum, row) => sum + row.intents, 0)} payment intents, ` +
        `${ledger.reduce((sum, row) => sum + row.payments, 0)} ledger payments for ${members} memberships`,
    );
    expect(charges.map((row) => [row.subscription, row.intents]).sort()).toEqual(
      memberships.map((id) => [id, 1]).sort(),
    );
    expect(ledger.map((row) => [row.subscription, row.payments]).sort()).toEqual(
      memberships.map((id) => [id, 2]).sort(),
    );

    // Messages: each of the outbox's in the mailbox once, by its Message-ID.
    const { rows: outbox } = await db.query<{ id: string; attempts: number; kept: number }>(
      `select m.id, m.attempts,
         (select count(*)::int from platform.mailbox_messages k
          where k.message_id like '<' || m.id || '@%') as kept
       from messaging.messages m where m.tenant_id = $1 and m.channel = 'email'`,
      [tenant.id],
    );
    const resent = outbox.filter((row) => row.attempts > 1).length;
    console.log(
      `messages: ${outbox.length} in the outbox, ${outbox.filter((row) => row.kept === 0).length} lost, ` +
        `${outbox.filter((row) => row.kept > 1).length} doubled, ${resent} delivered again after the kill`,
    );
    expect(outbox.length).toBeGreaterThan(members);
    expect(outbox.filter((row) => row.kept !== 1)).toEqual([]);

    // Webhooks: every event received; a second receipt of one webhook-id only where the killed
    // process's attempt was answered but not recorded (it is then sent again after its lease).
    const { rows: deliveries } = await db.query<{ message_id: string; attempts: number }>(
      `select message_id, attempts from webhooks.deliveries where tenant_id = $1`,
      [tenant.id],
    );
    const received = new Set(receiver.received.map((delivery) => delivery.id));
    const repeated = receiver.repeated();
    console.log(
      `webhooks: ${deliveries.length} deliveries, ${receiver.received.length} received, ` +
        `${deliveries.filter((row) => !received.has(row.message_id)).length} lost, ` +
        `${repeated.length} received twice under one webhook-id`,
    );
    expect(deliveries.length).toBeGreaterThan(members);
    expect(deliveries.filter((row) => !received.has(row.message_id))).toEqual([]);
    const attempts = new Map(deliveries.map((row) => [row.message_id, row.attempts]));
    expect(repeated.filter((id) => (attempts.get(id) ?? 0) < 2)).toEqual([]);
    expect(receiver.unverified).toBe(0);
  }, 600_000);
});
