import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestCatalogue, type TestCatalogue } from '../test-support/test-catalogue.ts';
import { connectTestProvider, paymentsEnv } from '../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { testAccessToken } from '../test-support/test-users.ts';

// Issue 20, point 2: "save this card for next time". Each payment names the client's customer
// at the provider; a card confirmed with setup_future_usage is kept there; the client (or the
// team for them) lists their saved cards and removes one; nobody else sees them.
describe.each(testDatabaseKinds)('saved cards on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let cat: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'cards-a');
    b = await createTestTenant(server, 'cards-b');
    cat = await createTestCatalogue(a, 3);
    await connectTestProvider(server, a);
  }, 60_000);
  afterAll(() => server.stop());

  const call = async (method: string, path: string, userId: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, userId)}`,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const cardsPath = `/payments/v1/cards`;
  const query = () => `?tenant_id=${a.id}&client_id=${a.client.clientId}`;
  const cards = async (userId = a.client.id) => {
    const answer = await call('GET', `${cardsPath}${query()}`, userId);
    return { status: answer.status, body: (await answer.json()) as { cards?: unknown[] } };
  };
  /** Buys the pack with a card typed in the browser's form, saving it or not. */
  const buyWith = async (number: string, save: boolean) => {
    const opened = (await (
      await call('POST', '/payments/v1/payments', a.client.id, {
        tenant_id: a.id,
        client_id: a.client.clientId,
        purpose: 'purchase',
        option_id: cat.pack,
      })
    ).json()) as { provider_payment_id: string; client_secret: string; publishable_key: string };
    const answer = await fetch(
      `${server.url}/v1/payment_intents/${opened.provider_payment_id}/confirm`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          key: opened.publishable_key,
          client_secret: opened.client_secret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': number,
          'payment_method_data[card][exp_month]': '4',
          'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 3),
          'payment_method_data[card][cvc]': '123',
          ...(save ? { setup_future_usage: 'off_session' } : {}),
        }),
      },
    );
    expect(answer.status).toBe(200);
  };

  it('keeps a card only when asked, lists it for the client and the team, and removes it', async () => {
    expect(await cards()).toEqual({ status: 200, body: { cards: [] } });
    await buyWith('4242424242424242', false);
    expect((await cards()).body.cards).toEqual([]);
    await buyWith('5555555555554444', true);
    const saved = (await cards()).body.cards as { id: string }[];
    expect(saved).toEqual([
      expect.objectContaining({ brand: 'mastercard', last4: '4444', exp_month: 4 }),
    ]);
    expect(JSON.stringify(saved)).not.toContain('5555555555554444');
    expect((await cards(a.owner.id)).body.cards).toHaveLength(1);

    const removed = await call('DELETE', `${cardsPath}/${saved[0]?.id}${query()}`, a.client.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ cards: [] });
    const again = await call('DELETE', `${cardsPath}/${saved[0]?.id}${query()}`, a.client.id);
    expect(again.status).toBe(404);
  });

  it("refuses another business's client, and a staff member who is not the client's", async () => {
    expect((await cards(b.client.id)).status).toBe(403);
    expect((await cards(b.owner.id)).status).toBe(403);
  });
});
