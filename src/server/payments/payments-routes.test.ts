import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { testAccessToken } from '../test-support/test-users.ts';
import { stripeSignatureHeader } from './stripe-signature.ts';

// A server without PAYMENTS_ENCRYPTION_KEY (the demo's and development's case): it seals with a
// key derived from its signing key, opens what it sealed (the webhook of a business connected
// with its own Stripe test keys verifies), and refuses live keys (docs/decisions/0037).
describe.each(testDatabaseKinds)('connecting Stripe keys on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'keys-a');
  }, 60_000);
  afterAll(() => server.stop());

  const keys = {
    provider: 'stripe',
    secret_key: 'sk_test_51HownKeysOfTheBusiness00',
    publishable_key: 'pk_test_51HownKeysOfTheBusiness00',
    webhook_secret: 'whsec_ownSigningSecretOfTheBusiness',
  };
  const connect = async (body: unknown) =>
    fetch(`${server.url}/payments/v1/accounts/${a.id}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, a.owner.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('refuses live keys while the server has no key of its own', async () => {
    const answer = await connect({
      ...keys,
      secret_key: 'sk_live_51HownKeysOfTheBusiness00',
      publishable_key: 'pk_live_51HownKeysOfTheBusiness00',
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'encryption_key_required' });
    const saved = await server.db.query('select 1 from payments.accounts where tenant_id = $1', [
      a.id,
    ]);
    expect(saved.rows).toEqual([]);
  });

  it("keeps test keys, answers no secret, and verifies webhooks with the business's own secret", async () => {
    const answer = await connect(keys);
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).not.toMatch(/sk_test|whsec_/);
    expect(JSON.parse(body)).toEqual({
      provider: 'stripe',
      publishable_key: keys.publishable_key,
      webhook_path: `/payments/v1/webhooks/${a.id}`,
    });
    const payload = JSON.stringify({
      id: 'evt_ownKeys0001',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const send = (secret: string) =>
      fetch(`${server.url}/payments/v1/webhooks/${a.id}`, {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignatureHeader(payload, secret) },
        body: payload,
      });
    expect(await (await send(keys.webhook_secret)).json()).toEqual({
      received: true,
      outcome: 'ignored',
    });
    expect((await send('whsec_notTheBusinessSecret')).status).toBe(400);
  });

  it('refuses a signed event the database cannot hold or nothing can walk, with 400 invalid_event', async () => {
    const event = (object: string) =>
      `{"id":"evt_hostile","object":"event","type":"customer.created","created":${Math.floor(Date.now() / 1000)},"data":{"object":${object}}}`;
    for (const [payload, reason] of [
      [event('{"id":"cus_\\u0000","object":"customer"}'), 'text must not contain NUL characters'],
      [
        event(`${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
        'JSON must not be nested more than 100 levels',
      ],
    ] as const) {
      const answer = await fetch(`${server.url}/payments/v1/webhooks/${a.id}`, {
        method: 'POST',
        headers: { 'Stripe-Signature': stripeSignatureHeader(payload, keys.webhook_secret) },
        body: payload,
      });
      expect([answer.status, await answer.json()]).toEqual([
        400,
        { code: 'invalid_event', message: `The event cannot be applied: ${reason}.` },
      ]);
    }
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
  });
});
