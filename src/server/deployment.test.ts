import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDemoAccounts,
  demoAccounts,
  demoPassword,
  lockDemoAccounts,
} from './auth/demo-accounts.ts';
import { hashPassword } from './auth/passwords/password-hash.ts';
import { keptTestDatabase } from './test-support/kept-database.ts';
import { startTestServer, type TestServer } from './test-support/start-test-server.ts';
import { testClient } from './test-support/supabase-client.ts';
import { connectTestProvider, paymentsEnv, postAs } from './test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from './test-support/test-tenants.ts';

// A server others reach (SITE_URL names a site) with what a deployment must set, and the
// attacks of issue 32 on the developer tools: none of them is there unless the operator names it.
const deployment = {
  SITE_URL: 'https://book.example.com',
  // Nothing listens there: these tests send no email.
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENTS_ENCRYPTION_KEY: '3c'.repeat(32),
};

const get = (server: TestServer, path: string, token?: string) =>
  fetch(`${server.url}${path}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('a deployment without developer tools', () => {
  let server: TestServer;
  let tenant: TestTenant;
  // The app's pages, so that a path nobody answers would get index.html, not a 404.
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  beforeAll(async () => {
    server = await startTestServer({ ...deployment, WEB_DIR: webDir });
    tenant = await createTestTenant(server, 'deployed');
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('has no mailbox, and "check your inbox" does not point at one', async () => {
    for (const path of ['/mailbox', '/mailbox?to=owner%40demo.test', '/mailbox/api/messages']) {
      const answer = await get(server, path, server.apiKeys.serviceRole);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/json/);
    }
    expect(await (await get(server, '/config.json')).json()).toMatchObject({ mailbox: false });
  });

  it('has no test provider: its routes do not exist and no business can connect it', async () => {
    const intent = await get(server, '/v1/payment_intents/x?__proto__[p]=1', server.apiKeys.anon);
    expect(intent.status).toBe(404);
    expect(await intent.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const authenticate = await fetch(`${server.url}/payments/test-provider/authenticate/a/b`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=fail',
    });
    expect(authenticate.status).toBe(404);
    const connect = await postAs(server, `/payments/v1/accounts/${tenant.id}`, tenant.owner.id, {
      provider: 'test',
    });
    expect(connect.status).toBe(400);
    expect(await connect.json()).toMatchObject({ code: 'test_provider_off' });
  });

  it('has no developer clock: the memberships keep real time', async () => {
    const moved = await fetch(`${server.url}/developer/clock`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.apiKeys.serviceRole}` },
      body: JSON.stringify({ advance_days: 30 }),
    });
    expect(moved.status).toBe(404);
  });

  it('sends no text message anywhere: phone sign-in is off, as Supabase Auth says it', async () => {
    const settings = (await (
      await get(server, '/auth/v1/settings', server.apiKeys.anon)
    ).json()) as {
      external: { phone: boolean };
    };
    expect(settings.external.phone).toBe(false);
    const { error } = await testClient(server).auth.signInWithOtp({ phone: '+447700900123' });
    expect(error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const signUp = await testClient(server).auth.signUp({
      phone: '+447700900124',
      password: 'a long password',
    });
    expect(signUp.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    // Neither the Twilio stand-in nor a gateway's callbacks are there.
    for (const path of [
      '/2010-04-01/Accounts/AC0/Messages.json',
      '/sms/v1/twilio/status',
      '/sms/v1/twilio/inbound',
    ]) {
      const answer = await fetch(`${server.url}${path}`, { method: 'POST' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toMatch(/json/);
    }
  });
});

describe('a deployment whose operator turned the mailbox and the clock on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ...deployment,
      SMTP_URL: '',
      MAILBOX: '1',
      DEVELOPER_CLOCK: '1',
    });
  });
  afterAll(() => server.stop());

  it('shows its messages only to the service_role key', async () => {
    const { error } = await testClient(server).auth.signUp({
      email: 'kept@example.com',
      password: 'a long password',
    });
    expect(error).toBeNull();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const path of ['/mailbox', `/mailbox/messages/${id}/html`, '/mailbox/api/messages']) {
      expect((await get(server, path)).status, path).toBe(401);
      expect((await get(server, path, server.apiKeys.anon)).status, path).toBe(401);
    }
    const page = await get(server, '/mailbox?to=kept%40example.com', server.apiKeys.serviceRole);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('kept@example.com');
  });

  it('moves the memberships clock only for the service_role key', async () => {
    const advance = (token?: string) =>
      fetch(`${server.url}/developer/clock`, {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        body: JSON.stringify({ advance_days: 1 }),
      });
    expect((await advance()).status).toBe(401);
    expect((await advance(server.apiKeys.anon)).status).toBe(401);
    const moved = await advance(server.apiKeys.serviceRole);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ shift_seconds: 86_400 });
  });
});

describe('the demo accounts on a server without the demo', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await createDemoAccounts(server.db);
  });
  afterAll(() => server.stop());

  const signIn = (email: string) =>
    testClient(server).auth.signInWithPassword({ email, password: demoPassword });

  it('are locked while they keep the published password, and opened again with the demo', async () => {
    const [owner, staff] = demoAccounts;
    await server.db.query('update auth.users set encrypted_password = $1 where email = $2', [
      await hashPassword('a password of their own'),
      staff.email,
    ]);
    expect((await signIn(owner.email)).error).toBeNull();

    const locked = await lockDemoAccounts(server.db, true);
    expect(locked.sort()).toEqual(
      demoAccounts
        .map((account) => account.email)
        .filter((email) => email !== staff.email)
        .sort(),
    );
    expect((await signIn(owner.email)).error).toMatchObject({ code: 'user_banned' });
    expect(await lockDemoAccounts(server.db, true)).toEqual([]);

    expect((await lockDemoAccounts(server.db, false)).sort()).toEqual(locked);
    expect((await signIn(owner.email)).error).toBeNull();
  });
});

describe('a business connected to the test provider, at a start without it', () => {
  it('is disconnected: its clients hear it takes no online payments, and the owner may connect Stripe', async () => {
    const kept = await keptTestDatabase('pglite');
    const trial = await kept.start(paymentsEnv);
    const tenant = await createTestTenant(trial, 'was-on-test');
    await connectTestProvider(trial, tenant);
    await trial.stop();
    const server = await kept.start({ ...paymentsEnv, PAYMENTS_TEST_PROVIDER: '0' });
    try {
      const pay = await postAs(server, '/payments/v1/payments', tenant.client.id, {
        purpose: 'balance',
        tenant_id: tenant.id,
        client_id: tenant.client.clientId,
      });
      expect(pay.status).toBe(409);
      expect(await pay.json()).toMatchObject({ code: 'payments_not_connected' });
      const stripe = await postAs(server, `/payments/v1/accounts/${tenant.id}`, tenant.owner.id, {
        provider: 'stripe',
        secret_key: 'sk_test_51HownKeysOfTheBusiness00',
        publishable_key: 'pk_test_51HownKeysOfTheBusiness00',
        webhook_secret: 'whsec_ownSigningSecretOfTheBusiness',
      });
      expect(stripe.status).toBe(200);
    } finally {
      await server.stop();
      await kept.remove();
    }
  });
});
