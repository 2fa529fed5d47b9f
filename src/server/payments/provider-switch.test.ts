import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  eventually,
  onePlaceSession,
  placeStatus,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../test-support/test-payments.ts';

// A business that switches its payment account (the test provider to Stripe, or back) keeps
// its open payments answerable (docs/decisions/0051): what the server would have to do through
// the account before answers 409 payment_provider_changed, never 500, and that account's late
// webhooks still land for the payments opened there. No call reaches Stripe: the refusals come
// before any.

type Opened = { payment_id: string; provider_payment_id: string; amount_minor: number };

describe.each(testDatabaseKinds)('switching payment accounts on %s', (kind) => {
  let server: PaymentsSetup['server'];
  let a: PaymentsSetup['a'];
  let cat: PaymentsSetup['cat'];
  let pay: PaymentsSetup['pay'];
  beforeAll(async () => {
    ({ server, a, cat, pay } = await startPaymentsSetup(kind, 'switching', 3));
  }, 60_000);
  afterAll(() => server.stop());

  const connect = (body: object) =>
    postAs(server, `/payments/v1/accounts/${a.id}`, a.owner.id, body);
  const stripeKeys = () => {
    const random = randomBytes(12).toString('hex');
    return {
      provider: 'stripe',
      secret_key: `sk_test_${random}`,
      publishable_key: `pk_test_${random}`,
      webhook_secret: `whsec_${random}`,
    };
  };
  const open = async (body: object): Promise<Opened> => {
    const answer = await postAs(server, '/payments/v1/payments', a.client.id, {
      tenant_id: a.id,
      client_id: a.client.clientId,
      ...body,
    });
    expect(answer.status).toBe(200);
    return (await answer.json()) as Opened;
  };
  const refusal = async (answer: Response) => ({
    status: answer.status,
    code: ((await answer.json()) as { code: string }).code,
  });
  const changed = { status: 409, code: 'payment_provider_changed' };
  const succeededEvent = (opened: Opened) => ({
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: opened.provider_payment_id,
        object: 'payment_intent',
        amount: opened.amount_minor,
        amount_received: opened.amount_minor,
        status: 'succeeded',
      },
    },
  });
  const outcome = async (answer: Response) => {
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { outcome: string }).outcome;
  };

  // Before the switch: a place held with its payment open, and a pack paid by card.
  let place: { id: string };
  let held: Opened;
  let paidPack: { ledgerId: string };
  beforeAll(async () => {
    const booking = await onePlaceSession(a, cat.yoga, 30);
    const { data, error } = await a.client.client.rpc('hold_place', {
      booking_id: booking,
      option_id: cat.dropIn,
    });
    if (error) throw new Error(error.message);
    place = data as { id: string };
    held = await open({ purpose: 'enrollment', enrollment_id: place.id });
    const pack = await open({ purpose: 'purchase', option_id: cat.pack });
    await pay.stripe.paymentIntents.confirm(pack.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    paidPack = {
      ledgerId: await eventually(async () => {
        const { rows } = await server.db.query<{ transaction_id: string | null }>(
          'select transaction_id from payments.provider_payments where provider_payment_id = $1',
          [pack.provider_payment_id],
        );
        return rows[0]?.transaction_id ?? undefined;
      }),
    };
    expect((await connect(stripeKeys())).status).toBe(200);
  }, 60_000);

  it("forgets the clients' customers at the account before", async () => {
    const { rows } = await server.db.query(
      'select 1 from payments.customers where tenant_id = $1',
      [a.id],
    );
    expect(rows).toEqual([]);
  });

  it('answers 409 when an open payment of the account before is looked at again', async () => {
    const again = await postAs(server, '/payments/v1/payments', a.client.id, {
      tenant_id: a.id,
      client_id: a.client.clientId,
      purpose: 'enrollment',
      enrollment_id: place.id,
    });
    expect(await refusal(again)).toEqual(changed);
    const saving = await postAs(
      server,
      `/payments/v1/payments/${held.payment_id}/card-saving`,
      a.client.id,
      { tenant_id: a.id, save_card: true },
    );
    expect(await refusal(saving)).toEqual(changed);
  });

  it('answers 409 when a card payment of the account before is refunded', async () => {
    const refund = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: paidPack.ledgerId,
      amount_minor: 100,
    });
    expect(await refusal(refund)).toEqual(changed);
  });

  it('refuses, in the provider’s words, a confirmation with the old keys', async () => {
    await expect(
      pay.stripe.paymentIntents.confirm(held.provider_payment_id, {
        payment_method: 'pm_card_visa',
      }),
    ).rejects.toMatchObject({ statusCode: 401, type: 'StripeAuthenticationError' });
  });

  it('applies a late event of the account before to a payment opened there', async () => {
    expect(await outcome(await pay.sendEvent(succeededEvent(held)))).toBe('applied');
    expect(await placeStatus(server, place.id)).toBe('confirmed');
  });

  it('takes that account’s word for nothing opened since, nor after 72 hours', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `insert into payments.provider_payments
         (tenant_id, provider, provider_payment_id, client_id, amount_minor, currency, status, purpose)
       values ($1, 'stripe', $2, $3, 500, 'GBP', 'requires_payment_method', 'balance')
       returning id`,
      [a.id, `pi_since${randomBytes(6).toString('hex')}`, a.client.clientId],
    );
    const since =
      (
        await server.db.query<{ provider_payment_id: string }>(
          'select provider_payment_id from payments.provider_payments where id = $1',
          [rows[0]?.id],
        )
      ).rows[0]?.provider_payment_id ?? '';
    const opened = { payment_id: '', provider_payment_id: since, amount_minor: 500 };
    expect(await outcome(await pay.sendEvent(succeededEvent(opened)))).toBe('unknown_payment');
    await server.db.query(
      `update payments.accounts set switched_at = now() - interval '73 hours' where tenant_id = $1`,
      [a.id],
    );
    expect(await refusal(await pay.sendEvent(succeededEvent(held)))).toEqual({
      status: 400,
      code: 'signature_invalid',
    });
  });

  it('answers 409 for a payment of the Stripe time once back on the test provider', async () => {
    expect((await connect({ provider: 'test' })).status).toBe(200);
    const refund = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: paidPack.ledgerId,
      amount_minor: 100,
    });
    expect(await refusal(refund)).toEqual(changed);
    // New payments go through the test provider again.
    expect((await open({ purpose: 'purchase', option_id: cat.pack })).provider_payment_id).toMatch(
      /^pi_/,
    );
  });
});
