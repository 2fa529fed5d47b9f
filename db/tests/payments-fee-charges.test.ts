import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import {
  connectTestProvider,
  eventually,
  paymentsEnv,
  saveTestCard,
  type TestPayments,
} from '../../src/server/test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 20, point 3: where the business allows it, a late-cancel or no-show fee is charged to
// the client's saved card by the server after the fee is recorded: one card payment against
// the fee in the ledger, however often the provider's event arrives; a declined card leaves
// the fee owed and tells the client.

const hour = 3600 * 1000;

describe.each(testDatabaseKinds)('fees charged to the saved card on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let cat: TestCatalogue;
  let pay: TestPayments;
  let sessions = 0;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'feecard-a');
    cat = await createTestCatalogue(a, 5);
    pay = await connectTestProvider(server, a);
    await server.db.query(
      `update public.tenants set late_cancel_fee_minor = 500, no_show_fee_minor = 900,
         cancellation_window_minutes = 1440 where id = $1`,
      [a.id],
    );
  }, 60_000);
  afterAll(() => server.stop());

  const allowFees = async (allowed: boolean) => {
    const { error } = await a.owner.client.rpc('set_payment_options', {
      tenant_id: a.id,
      pay_online: [],
      pay_at_desk: ['drop_in', 'variant', 'pack', 'pass'],
      fees_to_saved_card: allowed,
    });
    if (error) throw new Error(error.message);
  };
  /** The client's place, booked by staff, in a session two hours ahead (inside the window). */
  const place = async () => {
    sessions += 1;
    const starts = Date.now() + (2 + sessions) * hour;
    const booking = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: cat.yoga,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + hour).toISOString(),
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    if (booking.error) throw new Error(booking.error.message);
    const { data, error } = await a.staff.client.rpc('enroll', {
      booking_id: booking.data.id,
      option_id: cat.dropIn,
      client_id: a.client.clientId,
    });
    if (error) throw new Error(error.message);
    return (data as { id: string }).id;
  };
  const lateCancel = async (enrollment: string) => {
    const { error } = await a.client.client.rpc('cancel_enrollment', { enrollment_id: enrollment });
    if (error) throw new Error(error.message);
  };
  const noShow = async (enrollment: string) => {
    const { error } = await a.staff.client.rpc('check_in', {
      enrollment_id: enrollment,
      status: 'absent',
    });
    if (error) throw new Error(error.message);
  };
  /** The fee charged for a place, and the card payments against it. */
  const feeOf = async (enrollment: string) => {
    const { rows } = await server.db.query<{ id: string; amount: number; note: string }>(
      `select id, amount_minor::int as amount, note from public.transactions
       where enrollment_id = $1 and kind = 'charge' and note like '%fee'`,
      [enrollment],
    );
    return rows[0];
  };
  const cardPaymentsOf = async (fee: string) =>
    (
      await server.db.query<{ amount: number; method: string; enrollment_id: string }>(
        `select t.amount_minor::int as amount, t.method, t.enrollment_id
         from payments.provider_payments p
         join public.transactions t on t.tenant_id = p.tenant_id and t.id = p.transaction_id
         where p.fee_id = $1 and p.purpose = 'fee'`,
        [fee],
      )
    ).rows;
  const chargeOf = async (fee: string) =>
    (
      await server.db.query<{ status: string; provider_payment_id: string | null }>(
        'select status, provider_payment_id from payments.fee_charges where fee_id = $1',
        [fee],
      )
    ).rows[0];
  const saveCard = (number: string) => saveTestCard(server, a, pay, cat.pack, number);

  it('charges nothing while the business does not allow it', async () => {
    await allowFees(false);
    await saveCard('4242424242424242');
    const enrollment = await place();
    await lateCancel(enrollment);
    const fee = await feeOf(enrollment);
    expect(fee?.amount).toBe(500);
    expect(await chargeOf(fee?.id ?? '')).toBeUndefined();
  });

  it('charges a late-cancel fee to the saved card once, recorded against the fee', async () => {
    await allowFees(true);
    const enrollment = await place();
    await lateCancel(enrollment);
    const fee = await feeOf(enrollment);
    if (fee === undefined) throw new Error('no fee recorded');
    const paid = await eventually(async () => {
      const rows = await cardPaymentsOf(fee.id);
      return rows.length > 0 ? rows : undefined;
    });
    expect(paid).toEqual([{ amount: 500, method: 'card', enrollment_id: enrollment }]);
    const charge = await chargeOf(fee.id);
    expect(charge?.status).toBe('charged');
    // The provider's success, delivered again, adds nothing.
    const delivered = (
      await pay.stripe.events.list({ type: 'payment_intent.succeeded', limit: 50 })
    ).data.find((e) => (e.data.object as { id: string }).id === charge?.provider_payment_id);
    expect(await (await pay.sendEvent(delivered)).json()).toMatchObject({ outcome: 'duplicate' });
    // Asked again (a lapsed claim), the fee is not charged twice.
    await server.db.query("update payments.fee_charges set status = 'pending' where fee_id = $1", [
      fee.id,
    ]);
    await server.db.query("select pg_notify('fee_charges', '')");
    await eventually(async () =>
      (await chargeOf(fee.id))?.status === 'not_owed' ? true : undefined,
    );
    expect(await cardPaymentsOf(fee.id)).toHaveLength(1);
  });

  it('charges a no-show fee marked by staff', async () => {
    const enrollment = await place();
    await noShow(enrollment);
    const fee = await feeOf(enrollment);
    expect(fee?.note).toBe('No-show fee');
    const paid = await eventually(async () => {
      const rows = await cardPaymentsOf(fee?.id ?? '');
      return rows.length > 0 ? rows : undefined;
    });
    expect(paid).toEqual([{ amount: 900, method: 'card', enrollment_id: enrollment }]);
  });

  it('leaves the fee owed when the card is declined, and tells the client', async () => {
    const cards = await pay.stripe.paymentMethods.list({
      customer: (
        await server.db.query<{ provider_customer_id: string }>(
          'select provider_customer_id from payments.customers where client_id = $1',
          [a.client.clientId],
        )
      ).rows[0]?.provider_customer_id,
      type: 'card',
    });
    for (const card of cards.data) await pay.stripe.paymentMethods.detach(card.id);
    await saveCard('4000000000000341');
    const enrollment = await place();
    await noShow(enrollment);
    const fee = await feeOf(enrollment);
    await eventually(async () =>
      (await chargeOf(fee?.id ?? ''))?.status === 'declined' ? true : undefined,
    );
    expect(await cardPaymentsOf(fee?.id ?? '')).toEqual([]);
    const { rows } = await server.db.query<{ kind: string; amount: number }>(
      `select kind, (snapshot #>> '{entry,amount_minor}')::int as amount from messaging.messages
       where tenant_id = $1 and event_key = $2`,
      [a.id, `fee:${fee?.id}:declined`],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ kind: 'fee_card_declined', amount: 900 });
  });
});
