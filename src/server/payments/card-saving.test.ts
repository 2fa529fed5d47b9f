import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  eventually,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';

// Issue 20, point 2, with Stripe's Payment Element (decision 0043): the card form says whether
// to save the card on the PaymentIntent the server opened, before it confirms; the real stripe
// SDK reads the intent and confirms it against the embedded test provider, which keeps the card
// on the client's customer only when the intent asks.
describe.each(testDatabaseKinds)('saving the card of a Payment Element payment on %s', (kind) => {
  let setup: PaymentsSetup;
  let b: TestTenant;
  beforeAll(async () => {
    setup = await startPaymentsSetup(kind, 'saving-a', 3);
    b = await createTestTenant(setup.server, 'saving-b');
  }, 60_000);
  afterAll(() => setup.server.stop());

  const open = async () => {
    const { server, a, cat } = setup;
    const answer = await postAs(server, '/payments/v1/payments', a.client.id, {
      tenant_id: a.id,
      client_id: a.client.clientId,
      purpose: 'purchase',
      option_id: cat.pack,
    });
    return (await answer.json()) as { payment_id: string; provider_payment_id: string };
  };
  const saving = (paymentId: string, save: unknown, userId = setup.a.client.id) =>
    postAs(setup.server, `/payments/v1/payments/${paymentId}/card-saving`, userId, {
      tenant_id: setup.a.id,
      save_card: save,
    });
  const savedCards = async (intentId: string) => {
    const intent = await setup.pay.stripe.paymentIntents.retrieve(intentId);
    const customer = String(intent.customer);
    return (await setup.pay.stripe.paymentMethods.list({ customer, type: 'card' })).data;
  };

  it('sets setup_future_usage on the intent, and the card is kept only when it is set', async () => {
    const { pay } = setup;
    const first = await open();
    const asked = await saving(first.payment_id, true);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ payment_id: first.payment_id, save_card: true });
    const intent = await pay.stripe.paymentIntents.retrieve(first.provider_payment_id);
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toMatch(/^cus_/);
    await pay.stripe.paymentIntents.confirm(first.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    expect(await savedCards(first.provider_payment_id)).toHaveLength(1);

    // Ticked, then unticked before paying: nothing more is kept.
    const second = await open();
    await saving(second.payment_id, true);
    expect(await (await saving(second.payment_id, false)).json()).toMatchObject({
      save_card: false,
    });
    const unset = await pay.stripe.paymentIntents.retrieve(second.provider_payment_id);
    expect(unset.setup_future_usage).toBeNull();
    await pay.stripe.paymentIntents.confirm(second.provider_payment_id, {
      payment_method: 'pm_card_mastercard',
    });
    expect(await savedCards(second.provider_payment_id)).toHaveLength(1);

    // Once paid, the choice is closed.
    await eventually(async () => {
      const { rows } = await setup.server.db.query<{ status: string }>(
        'select status from payments.provider_payments where id = $1',
        [second.payment_id],
      );
      return rows[0]?.status === 'succeeded' ? true : undefined;
    });
    const closed = await saving(second.payment_id, true);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({ code: 'payment_closed' });
  });

  it("refuses a bad body, and someone else's payment as not found", async () => {
    const opened = await open();
    expect((await saving(opened.payment_id, 'yes')).status).toBe(400);
    expect((await saving('not-a-uuid', true)).status).toBe(400);
    const stranger = await saving(opened.payment_id, true, b.client.id);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: 'payment_not_found' });
    expect((await saving(crypto.randomUUID(), true)).status).toBe(404);
    const intent = await setup.pay.stripe.paymentIntents.retrieve(opened.provider_payment_id);
    expect(intent.setup_future_usage).toBeNull();
  });
});
