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
  type TestPayments,
} from '../../src/server/test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { testAccessToken } from '../../src/server/test-support/test-users.ts';

// Issue 20, point 6, held by the database: what the business asks to be paid online, a client
// cannot book or buy on account (pay_online_required); staff at the desk can, the card paths
// work, and a pack already held is used as ever.

type Place = { id: string; status: string; booking_id: string };
const hour = 3600 * 1000;

describe.each(testDatabaseKinds)('what must be paid online on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let cat: TestCatalogue;
  let pay: TestPayments;
  let days = 0;
  beforeAll(async () => {
    server = await startTestServerOn(kind, paymentsEnv);
    a = await createTestTenant(server, 'online-a');
    cat = await createTestCatalogue(a, 1);
    pay = await connectTestProvider(server, a);
    const { error } = await a.owner.client.rpc('set_payment_options', {
      tenant_id: a.id,
      pay_online: ['drop_in', 'variant', 'pack'],
      pay_at_desk: ['pass'],
      fees_to_saved_card: false,
    });
    if (error) throw new Error(error.message);
  }, 60_000);
  afterAll(() => server.stop());

  /** 10:00 UTC on a new day each time, within the staff member's hours (sessions and appointments). */
  const nextHour = () => {
    days += 1;
    const today = new Date();
    return new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 10),
    );
  };
  const session = async () => {
    const starts = nextHour();
    const { data, error } = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: cat.yoga,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + hour).toISOString(),
        capacity: 1,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const refusal = (error: { code?: string; message: string } | null) =>
    error === null ? null : { code: error.code, message: error.message };
  const enroll = (caller: 'client' | 'staff', booking: string, option = cat.dropIn) =>
    a[caller].client.rpc('enroll', {
      booking_id: booking,
      option_id: option,
      ...(caller === 'staff' ? { client_id: a.client.clientId } : {}),
    });
  const buyPack = (caller: 'client' | 'staff') =>
    a[caller].client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: cat.pack,
    });
  const bookPrivate = (caller: 'client' | 'staff', startsAt: Date, holdForCard = false) =>
    a[caller].client.rpc('book_private', {
      service_id: cat.massage,
      option_id: cat.variant,
      starts_at: startsAt.toISOString(),
      ...(caller === 'staff' ? { client_id: a.client.clientId } : {}),
      ...(holdForCard ? { hold_for_card: true } : {}),
    });
  /** Pays by card, as the client's card form would, and returns the provider's payment. */
  const payByCard = async (body: Record<string, string>) => {
    const answer = await fetch(`${server.url}/payments/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, a.client.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ tenant_id: a.id, client_id: a.client.clientId, ...body }),
    });
    expect(answer.status).toBe(200);
    const intent = ((await answer.json()) as { provider_payment_id: string }).provider_payment_id;
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    return intent;
  };
  const statusOf = async (place: Place) =>
    (
      await server.db.query<{ status: string }>(
        'select status from public.enrollments where id = $1',
        [place.id],
      )
    ).rows[0]?.status;
  const debts = async () =>
    (
      await server.db.query<{ balance_minor: string }>(
        'select balance_minor from public.client_balances where tenant_id = $1 and client_id = $2',
        [a.id, a.client.clientId],
      )
    ).rows[0]?.balance_minor;

  it('refuses a client who would owe for a drop-in, a pack or a private session', async () => {
    const before = await debts();
    const dropIn = await enroll('client', await session());
    expect(dropIn.status).toBe(409);
    expect(refusal(dropIn.error)).toEqual({
      code: 'pay_online_required',
      message: 'This is paid by card when you book: choose Pay by card.',
    });
    expect(refusal((await buyPack('client')).error)).toEqual({
      code: 'pay_online_required',
      message: 'This is bought by card: choose Pay by card.',
    });
    const privately = await bookPrivate('client', nextHour());
    expect(refusal(privately.error)?.code).toBe('pay_online_required');
    expect(await debts()).toBe(before);
  });

  it('lets a client wait for a full session with a drop-in: a waitlist spot owes nothing', async () => {
    const booking = await session();
    const other = await a.staff.client
      .from('clients')
      .insert({ tenant_id: a.id, full_name: 'Other Client' })
      .select('id')
      .single<{ id: string }>();
    if (other.error) throw new Error(other.error.message);
    const taken = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: cat.dropIn,
      client_id: other.data.id,
    });
    expect(taken.error).toBeNull();
    const before = await debts();
    const waiting = await enroll('client', booking);
    expect(waiting.error).toBeNull();
    expect((waiting.data as Place).status).toBe('waitlisted');
    expect(await debts()).toBe(before);
  });

  it('never refuses staff booking or selling at the desk', async () => {
    const place = (await enroll('staff', await session())).data as Place;
    expect(place.status).toBe('confirmed');
    expect((await buyPack('staff')).error).toBeNull();
    const appointment = await bookPrivate('staff', nextHour());
    expect(appointment.error).toBeNull();
    expect((appointment.data as Place).status).toBe('confirmed');
  });

  it('takes the card paths: a held drop-in, a pack bought online and used, a private session held', async () => {
    const held = (
      await a.client.client.rpc('hold_place', {
        booking_id: await session(),
        option_id: cat.dropIn,
      })
    ).data as Place;
    await payByCard({ purpose: 'enrollment', enrollment_id: held.id });
    await eventually(async () => ((await statusOf(held)) === 'confirmed' ? true : undefined));

    await payByCard({ purpose: 'purchase', option_id: cat.pack });
    await eventually(async () => {
      const { rows } = await server.db.query(
        'select 1 from payments.provider_payments where tenant_id = $1 and grant_id is not null',
        [a.id],
      );
      return rows.length > 0 ? true : undefined;
    });
    // A pack the client holds books without a card.
    const withPack = await enroll('client', await session(), cat.pack);
    expect(withPack.error).toBeNull();
    expect((withPack.data as Place).status).toBe('confirmed');

    const appointment = await bookPrivate('client', nextHour(), true);
    expect(appointment.error).toBeNull();
    const private_ = appointment.data as Place;
    expect(private_.status).toBe('held');
    await payByCard({ purpose: 'enrollment', enrollment_id: private_.id });
    await eventually(async () => ((await statusOf(private_)) === 'confirmed' ? true : undefined));
    const { rows } = await server.db.query<{ kind: string; amount: number; method: string }>(
      `select kind, amount_minor::int as amount, method from public.transactions
       where enrollment_id = $1 order by kind`,
      [private_.id],
    );
    expect(rows).toEqual([
      { kind: 'charge', amount: 7000, method: null },
      { kind: 'payment', amount: 7000, method: 'card' },
    ]);
  });

  it('gives a private time back when its hold runs out unpaid', async () => {
    const at = nextHour();
    const held = (await bookPrivate('client', at, true)).data as Place;
    expect(held.status).toBe('held');
    // Taken meanwhile: nobody else can book that time.
    expect(refusal((await bookPrivate('staff', at)).error)?.code).toBe('slot_taken');
    await server.db.query(
      "update public.enrollments set hold_expires_at = now() - interval '1 second' where id = $1",
      [held.id],
    );
    await server.db.query('select app.sweep_lapsed_offers()');
    expect(await statusOf(held)).toBe('cancelled');
    const { rows } = await server.db.query<{ status: string }>(
      'select status from public.bookings where id = $1',
      [held.booking_id],
    );
    expect(rows[0]?.status).toBe('cancelled');
    expect((await bookPrivate('staff', at)).error).toBeNull();
  });

  it('refuses a hold for card where nothing is paid by card', async () => {
    const { error } = await a.client.client.rpc('book_private', {
      service_id: cat.massage,
      option_id: cat.dropIn,
      starts_at: nextHour().toISOString(),
      hold_for_card: true,
    });
    expect(refusal(error)?.code).toBe('not_paid_by_card');
  });
});
