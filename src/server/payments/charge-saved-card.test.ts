import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { createTestCatalogue, type TestCatalogue } from '../test-support/test-catalogue.ts';
import {
  connectTestProvider,
  eventually,
  paymentsEnv,
  saveTestCard,
  type TestPayments,
} from '../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { testAccessToken } from '../test-support/test-users.ts';

// Issue 20, point 3: what a client owes (fees among it) charged to their saved card without
// them, where the business allows it; a card declined then leaves it owed and says why.
describe.each(testDatabaseKinds)('charging a saved card on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let cat: TestCatalogue;
  let pay: TestPayments;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'fees-a');
    cat = await createTestCatalogue(a, 3);
    pay = await connectTestProvider(server, a);
  }, 60_000);
  afterAll(() => server.stop());

  const post = async (path: string, userId: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, userId)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const charge = (userId = a.owner.id, amount?: unknown) =>
    post('/payments/v1/saved-card-charges', userId, {
      tenant_id: a.id,
      client_id: a.client.clientId,
      ...(amount === undefined ? {} : { amount_minor: amount }),
    });
  const balance = async () =>
    Number(
      (
        await server.db.query<{ balance_minor: string }>(
          'select balance_minor from public.client_balances where tenant_id = $1 and client_id = $2',
          [a.id, a.client.clientId],
        )
      ).rows[0]?.balance_minor ?? 0,
    );
  /** The client owes something: a pack bought to pay at the desk. */
  const owe = async () => {
    const { error } = await a.client.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: cat.pack,
    });
    if (error) throw new Error(error.message);
  };
  const saveCard = (number: string) => saveTestCard(server, a, pay, cat.pack, number);

  it('is refused until the business allows it, and without a saved card', async () => {
    await owe();
    expect(await (await charge()).json()).toMatchObject({ code: 'saved_cards_not_allowed' });
    const { error } = await a.owner.client.rpc('set_payment_options', {
      tenant_id: a.id,
      pay_online: [],
      pay_at_desk: ['drop_in', 'variant', 'pack', 'pass'],
      fees_to_saved_card: true,
    });
    if (error) throw new Error(error.message);
    const none = await charge();
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ code: 'no_saved_card' });
    expect((await charge(a.staff.id)).status).toBe(403);
    expect((await charge(a.client.id)).status).toBe(403);
  });

  it('leaves the fee owed when the saved card is declined, then charges a good one', async () => {
    const owed = await balance();
    expect(owed).toBeLessThan(0);
    const bad = await saveCard('4000000000000341');
    const declined = await charge();
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ code: 'card_declined' });
    expect(await balance()).toBe(owed);

    await pay.stripe.paymentMethods.detach(bad);
    await saveCard('4242424242424242');
    // Staff may charge part of what is owed, never more, and only a whole amount above zero.
    const tooMuch = await charge(a.owner.id, -owed + 1);
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({ code: 'more_than_owed', owed_minor: -owed });
    for (const bad of [0, -5, 12.5, '100']) {
      const refused = await charge(a.owner.id, bad);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'invalid_charge' });
    }
    const part = await charge(a.owner.id, 800);
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({ status: 'succeeded', amount_minor: 800 });
    await eventually(async () => ((await balance()) === owed + 800 ? true : undefined));
    const paid = await charge();
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: 'succeeded', amount_minor: -owed - 800 });
    await eventually(async () => ((await balance()) === 0 ? true : undefined));
  });
});
