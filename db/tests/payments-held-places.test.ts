import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  eventually,
  onePlaceSession,
  payDeclined,
  placeLedger,
  placeStatus,
  staffMadeClient,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';
import { createTestCatalogue } from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { testAccessToken } from '../../src/server/test-support/test-users.ts';

// Issue 20, point 2, the first client flow in SQL: a drop-in place held while its card payment
// is open; the payment's success confirms it and records it once in the ledger; a declined
// card, a canceled payment or a hold that runs out releases it and the waitlist moves; and of
// two clients after the last place, one holds it and the other is refused before paying.

type Place = { id: string; status: string; hold_expires_at: string | null };

describe.each(testDatabaseKinds)('places held for a card payment on %s', (kind) => {
  let server: PaymentsSetup['server'];
  let a: PaymentsSetup['a'];
  let b: TestTenant;
  let cat: PaymentsSetup['cat'];
  let pay: PaymentsSetup['pay'];
  let sessions = 0;
  beforeAll(async () => {
    ({ server, a, cat, pay } = await startPaymentsSetup(kind, 'held-a', 1));
    b = await createTestTenant(server, 'held-b');
  }, 60_000);
  afterAll(() => server.stop());

  /** A one-place session of the yoga class, a day or more ahead. */
  const session = () => onePlaceSession(a, cat.yoga, 24 + ++sessions);
  const newClient = (name: string) => staffMadeClient(a, name);
  const hold = async (booking: string, client?: string) => {
    const caller = client === undefined ? a.client.client : a.staff.client;
    const { data, error } = await caller.rpc('hold_place', {
      booking_id: booking,
      option_id: cat.dropIn,
      ...(client === undefined ? {} : { client_id: client }),
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    return data as Place;
  };
  const waitlist = async (booking: string, client: string) => {
    const { data, error } = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: cat.dropIn,
      client_id: client,
    });
    if (error) throw new Error(error.message);
    return data as Place;
  };
  const openFor = async (place: Place, client = a.client.clientId) => {
    const answer = await fetch(`${server.url}/payments/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, a.staff.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        tenant_id: a.id,
        client_id: client,
        purpose: 'enrollment',
        enrollment_id: place.id,
      }),
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { provider_payment_id: string }).provider_payment_id;
  };
  const statusOf = (place: Place) => placeStatus(server, place.id);
  const becomes = (place: Place, status: string) =>
    eventually(async () => ((await statusOf(place)) === status ? true : undefined));
  const ledgerOf = (place: Place) => placeLedger(server, place.id);

  it('holds the place for 15 minutes, then confirms it and records the card payment once', async () => {
    const place = await hold(await session());
    expect(place.status).toBe('held');
    const minutes = (Date.parse(place.hold_expires_at ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const intent = await openFor(place);
    expect(await ledgerOf(place)).toEqual([]);
    // A second tab, a double click: the place's open payment again, never a second one.
    expect(await Promise.all([openFor(place), openFor(place)])).toEqual([intent, intent]);
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await becomes(place, 'confirmed');
    const ledger = [
      { kind: 'charge', amount: 1500, method: null },
      { kind: 'payment', amount: 1500, method: 'card' },
    ];
    await eventually(async () => ((await ledgerOf(place)).length === 2 ? true : undefined));
    expect(await ledgerOf(place)).toEqual(ledger);
    // The provider's success, delivered again, changes nothing.
    const delivered = (
      await pay.stripe.events.list({ type: 'payment_intent.succeeded', limit: 20 })
    ).data.find((e) => (e.data.object as { id: string }).id === intent);
    const again = await pay.sendEvent(delivered);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await ledgerOf(place)).toEqual(ledger);
    expect(await statusOf(place)).toBe('confirmed');
    const paidAgain = await fetch(`${server.url}/payments/v1/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await testAccessToken(server, a.client.id)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        tenant_id: a.id,
        client_id: a.client.clientId,
        purpose: 'enrollment',
        enrollment_id: place.id,
      }),
    });
    expect(paidAgain.status).toBe(409);
    expect(await paidAgain.json()).toMatchObject({ code: 'already_paid' });
  });

  /** The hold runs out and the sweep releases it, as OFFER_SWEEP_SECONDS later would. */
  const expire = async (place: Place) => {
    await server.db.query(
      "update public.enrollments set hold_expires_at = now() - interval '1 second' where id = $1",
      [place.id],
    );
    await server.db.query('select app.sweep_lapsed_offers()');
  };

  it('keeps the place held when the card is declined, so another card can pay for it', async () => {
    const booking = await session();
    const place = await hold(booking);
    const next = await waitlist(booking, await newClient('Walter Waiting'));
    const intent = await openFor(place);
    await payDeclined(server, pay, intent);
    expect(await statusOf(place)).toBe('held');
    expect(await statusOf(next)).toBe('waitlisted');
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await becomes(place, 'confirmed');
    expect(await statusOf(next)).toBe('waitlisted');
  });

  it('gives a hold that ran out after a declined card to the next person waiting, and refunds a late payment', async () => {
    const booking = await session();
    const place = await hold(booking);
    const next = await waitlist(booking, await newClient('Wendy Waiting'));
    expect(next.status).toBe('waitlisted');
    const intent = await openFor(place);
    await payDeclined(server, pay, intent);
    await expire(place);
    await becomes(place, 'cancelled');
    expect(await statusOf(next)).toBe('confirmed');
    expect(await ledgerOf(place)).toEqual([]);
    // Paid after all with another card, with no place left: the money is recorded once and
    // goes straight back to the card, and the client is sent the refund's receipt.
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await eventually(async () => ((await ledgerOf(place)).length === 2 ? true : undefined));
    expect(await ledgerOf(place)).toEqual([
      { kind: 'payment', amount: 1500, method: 'card' },
      { kind: 'refund', amount: 1500, method: 'card' },
    ]);
    expect(await statusOf(place)).toBe('cancelled');
    expect(await statusOf(next)).toBe('confirmed');
    const charge = await pay.stripe.charges.retrieve(
      String((await pay.stripe.paymentIntents.retrieve(intent)).latest_charge),
    );
    expect(charge).toMatchObject({ amount_refunded: 1500, refunded: true });
    const { data: reconciled } = await a.owner.client
      .from('payment_reconciliation')
      .select('difference, place_lost_at, amount_refunded_minor')
      .eq('provider_payment_id', intent)
      .single();
    expect(reconciled).toMatchObject({ difference: null, amount_refunded_minor: 1500 });
    expect(reconciled?.place_lost_at).not.toBeNull();
    const told = await server.db.query(
      `select kind from messaging.messages where client_id = $1 and kind = 'refund_receipt'`,
      [a.client.clientId],
    );
    expect(told.rows.length).toBeGreaterThanOrEqual(1);
  });

  it('takes a released place back when the late payment finds the session still has room', async () => {
    const place = await hold(await session());
    const intent = await openFor(place);
    await expire(place);
    await becomes(place, 'cancelled');
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await becomes(place, 'confirmed');
    await eventually(async () => ((await ledgerOf(place)).length === 2 ? true : undefined));
    expect((await ledgerOf(place)).map((t) => t.kind)).toEqual(['charge', 'payment']);
  });

  it('releases an abandoned hold once it runs out, promoting the next person, and a canceled payment at once', async () => {
    const booking = await session();
    const place = await hold(booking);
    const next = await waitlist(booking, await newClient('Nina Next'));
    const intent = await openFor(place);
    await server.db.query(
      "update public.enrollments set hold_expires_at = now() - interval '1 second' where id = $1",
      [place.id],
    );
    const swept = await server.db.query<{ swept: number }>(
      'select app.sweep_lapsed_offers() as swept',
    );
    expect(swept.rows[0]?.swept).toBeGreaterThanOrEqual(1);
    expect(await statusOf(place)).toBe('cancelled');
    expect(await statusOf(next)).toBe('confirmed');
    // The abandoned intent is canceled: nothing else changes.
    await pay.stripe.paymentIntents.cancel(intent);
    await eventually(async () => {
      const { rows } = await server.db.query<{ status: string }>(
        'select status from payments.provider_payments where provider_payment_id = $1',
        [intent],
      );
      return rows[0]?.status === 'canceled' ? true : undefined;
    });
    expect(await statusOf(next)).toBe('confirmed');
    expect(await ledgerOf(place)).toEqual([]);

    const other = await hold(await session());
    await pay.stripe.paymentIntents.cancel(await openFor(other), {
      cancellation_reason: 'abandoned',
    });
    await becomes(other, 'cancelled');
  });

  it('gives the last place to one of two clients holding at once; the other is refused before paying', async () => {
    const booking = await session();
    const [first, second] = [await newClient('Ada'), await newClient('Bo')];
    const answers = await Promise.all(
      [first, second].map((client) =>
        a.staff.client.rpc('hold_place', {
          booking_id: booking,
          option_id: cat.dropIn,
          client_id: client,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    expect(answers.find((answer) => answer.error !== null)?.error?.code).toBe('session_full');
    const held = await server.db.query(
      'select client_id from public.enrollments where booking_id = $1',
      [booking],
    );
    expect(held.rows).toHaveLength(1);
  });

  it('refuses what cannot be held for a card payment', async () => {
    const booking = await session();
    const refusal = async (args: Record<string, unknown>, caller = a.client.client) =>
      (await caller.rpc('hold_place', { booking_id: booking, option_id: cat.dropIn, ...args }))
        .error?.code;
    expect(await refusal({ option_id: cat.pack })).toBe('not_paid_by_card');
    expect(await refusal({ option_id: crypto.randomUUID() })).toBe('option_not_found');
    expect(await refusal({ booking_id: crypto.randomUUID() })).toBe('booking_not_found');
    await hold(booking);
    expect(await refusal({})).toBe('already_enrolled');
    const catB = await createTestCatalogue(b, 3);
    const notConnected = await b.client.client.rpc('hold_place', {
      booking_id: await onePlaceSession(b, catB.yoga, 30),
      option_id: catB.dropIn,
    });
    expect(notConnected.error?.code).toBe('payments_not_connected');
  });
});
