import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import {
  eventually,
  postAs,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../test-support/test-payments.ts';

// Issue 20, point 3: a refund staff make of a card payment goes back to the card through the
// provider, in part and then the rest, and the provider's webhook records each in the ledger
// once; never more than is left, never by a client, and a desk payment stays a desk refund.
describe.each(testDatabaseKinds)('refunds to the card on %s', (kind) => {
  let server: PaymentsSetup['server'];
  let a: PaymentsSetup['a'];
  let cat: PaymentsSetup['cat'];
  let pay: PaymentsSetup['pay'];
  beforeAll(async () => {
    ({ server, a, cat, pay } = await startPaymentsSetup(kind, 'refund-a', 3));
  }, 60_000);
  afterAll(() => server.stop());

  /** A pack bought by card: the ledger payment it became, once the webhook applied it. */
  const cardPayment = async () => {
    const opened = (await (
      await postAs(server, '/payments/v1/payments', a.client.id, {
        tenant_id: a.id,
        client_id: a.client.clientId,
        purpose: 'purchase',
        option_id: cat.pack,
      })
    ).json()) as { provider_payment_id: string; amount_minor: number };
    await pay.stripe.paymentIntents.confirm(opened.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    return eventually(async () => {
      const { rows } = await server.db.query<{ transaction_id: string | null }>(
        'select transaction_id from payments.provider_payments where provider_payment_id = $1',
        [opened.provider_payment_id],
      );
      const id = rows[0]?.transaction_id;
      return id ? { id, pi: opened.provider_payment_id, amount: opened.amount_minor } : undefined;
    });
  };
  const refundsOf = async (paymentId: string) =>
    (
      await server.db.query<{ amount: number; method: string }>(
        `select amount_minor::int as amount, method from public.transactions
         where refund_of = $1 order by created_at`,
        [paymentId],
      )
    ).rows;

  it('refunds part, then the rest, to the card; each lands in the ledger once', async () => {
    const paid = await cardPayment();
    const first = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: paid.id,
      amount_minor: 500,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'succeeded', amount_minor: 500 });
    await eventually(async () => ((await refundsOf(paid.id)).length === 1 ? true : undefined));
    // The audit trail names the owner and their request for the refund the webhook recorded.
    const { rows: trail } = await server.db.query(
      `select e.actor_kind, e.actor_user_id, e.request_id, e.request_method, e.request_path
       from audit.entries e join public.transactions t on t.id = e.record_id
       where t.refund_of = $1 and e.subject = 'transaction' and e.action = 'insert'`,
      [paid.id],
    );
    expect(trail).toEqual([
      {
        actor_kind: 'staff',
        actor_user_id: a.owner.id,
        request_id: first.headers.get('x-request-id'),
        request_method: 'POST',
        request_path: '/payments/v1/refunds',
      },
    ]);
    const rest = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: paid.id,
      amount_minor: paid.amount - 500,
    });
    expect(rest.status).toBe(200);
    await eventually(async () => ((await refundsOf(paid.id)).length === 2 ? true : undefined));
    expect(await refundsOf(paid.id)).toEqual([
      { amount: 500, method: 'card' },
      { amount: paid.amount - 500, method: 'card' },
    ]);
    const charge = await pay.stripe.paymentIntents.retrieve(paid.pi, { expand: ['latest_charge'] });
    expect(charge.status).toBe('succeeded');
    // Nothing is left: a third refund is refused before reaching the provider.
    const more = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: paid.id,
      amount_minor: 1,
    });
    expect(more.status).toBe(400);
    expect(await more.json()).toMatchObject({ code: 'invalid_amount' });
  });

  it('refuses a client, a staff member who is not an admin, and a payment made at the desk', async () => {
    const paid = await cardPayment();
    for (const who of [a.client.id, a.staff.id]) {
      const answer = await postAs(server, '/payments/v1/refunds', who, {
        tenant_id: a.id,
        payment_id: paid.id,
        amount_minor: 100,
      });
      expect(answer.status).toBe(403);
    }
    const { data: desk, error } = await a.owner.client.rpc('record_payment', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      amount_minor: 700,
      method: 'cash',
    });
    if (error) throw new Error(error.message);
    const answer = await postAs(server, '/payments/v1/refunds', a.owner.id, {
      tenant_id: a.id,
      payment_id: (desk as { id: string }).id,
      amount_minor: 100,
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ code: 'not_a_card_payment' });
    expect(await refundsOf(paid.id)).toEqual([]);
  });
});
