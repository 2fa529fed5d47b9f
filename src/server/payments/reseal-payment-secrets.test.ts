import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptTestDatabase, type KeptDatabase } from '../test-support/kept-database.ts';
import type { TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  connectTestProvider,
  postAs,
  signedEventStatus,
  testPaymentsKeyHex,
} from '../test-support/test-payments.ts';
import { createTestTenant } from '../test-support/test-tenants.ts';
import { loadAccount } from './payment-accounts.ts';
import { secretBox } from './secret-box.ts';

// Rotating PAYMENTS_ENCRYPTION_KEY (docs/decisions/0050): the new key in it, the old one in
// PAYMENTS_ENCRYPTION_KEY_PREVIOUS for one start, which seals every secret again; from then on
// the old key is needed no more.
describe.each(testDatabaseKinds)('rotating the payments key on %s', (kind) => {
  const oldKey = testPaymentsKeyHex;
  const newKey = randomBytes(32).toString('hex');
  let kept: KeptDatabase;
  let server: TestServer | undefined;
  let tenantId: string;
  // The business switched from the test provider to Stripe: both webhook secrets are sealed.
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  let previousWebhookSecret: string;
  beforeAll(async () => {
    kept = await keptTestDatabase(kind);
    server = await kept.start({ PAYMENTS_ENCRYPTION_KEY: oldKey });
    const tenant = await createTestTenant(server, 'rotating-key');
    tenantId = tenant.id;
    previousWebhookSecret = (await connectTestProvider(server, tenant)).account.webhookSecret;
    const key = randomBytes(12).toString('hex');
    const switched = await postAs(server, `/payments/v1/accounts/${tenantId}`, tenant.owner.id, {
      provider: 'stripe',
      secret_key: `sk_test_${key}`,
      publishable_key: `pk_test_${key}`,
      webhook_secret: webhookSecret,
    });
    expect(switched.status).toBe(200);
    await server.stop();
    server = undefined;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await kept.remove();
  });

  const restart = async (env: Record<string, string>) => {
    await server?.stop();
    server = await kept.start(env);
    return server;
  };
  const opensWith = async (running: TestServer, key: string) => {
    const box = secretBox(Buffer.from(key, 'hex'));
    return loadAccount(running.db, box, tenantId).then(
      (account) =>
        account?.webhookSecret === webhookSecret &&
        account.previousWebhookSecret === previousWebhookSecret,
      () => false,
    );
  };

  it('opens the old secrets with the old key as previous, and seals them again at start', async () => {
    const running = await restart({
      PAYMENTS_ENCRYPTION_KEY: newKey,
      PAYMENTS_ENCRYPTION_KEY_PREVIOUS: oldKey,
    });
    expect(running.logs).toContainEqual(
      expect.objectContaining({
        msg: 'payment secrets sealed again with the current key',
        tenants: [tenantId],
      }),
    );
    expect(await signedEventStatus(running, tenantId, webhookSecret)).toBe(200);
    expect(await opensWith(running, newKey)).toBe(true);
    expect(await opensWith(running, oldKey)).toBe(false);
  });

  it('needs the old key no more after that start', async () => {
    const running = await restart({ PAYMENTS_ENCRYPTION_KEY: newKey });
    expect(running.logs.map((line) => line.msg)).not.toContain(
      'payment secrets sealed again with the current key',
    );
    expect(await signedEventStatus(running, tenantId, webhookSecret)).toBe(200);
  });

  it('names at start the businesses whose secrets no key opens', async () => {
    const running = await restart({ PAYMENTS_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    expect(running.logs).toContainEqual(
      expect.objectContaining({ level: 40, tenants: [tenantId] }),
    );
  });
});
