import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  eventually,
  onePlaceSession,
  payDeclined,
  placeLedger,
  placeStatus,
  postAs,
  setPayOnline,
  staffEnrolls,
  staffMadeClient,
  startPaymentsSetup,
  type PaymentsSetup,
} from '../../src/server/test-support/test-payments.ts';

// Issue 20, decision 0043: a waitlisted place whose drop-in must be paid online. Joining the
// waitlist is free; a freed place is offered (in 'auto' mode too) and taken by paying for it by
// card before the offer lapses, never with the one-click accept; a declined card keeps the
// offer open; a payment that arrives after the place went to the next person is refunded.

type Place = { id: string; status: string };

describe.each(testDatabaseKinds)('waitlist offers paid by card on %s', (kind) => {
  let server: PaymentsSetup['server'];
  let a: PaymentsSetup['a'];
  let cat: PaymentsSetup['cat'];
  let pay: PaymentsSetup['pay'];
  let sessions = 0;
  beforeAll(async () => {
    // The sweep runs every second here: it releases lapsed offers and charges saved cards.
    ({ server, a, cat, pay } = await startPaymentsSetup(kind, 'offer-card', 1, {
      OFFER_SWEEP_SECONDS: '1',
    }));
  }, 60_000);
  afterAll(() => server.stop());

  const payOnline = (kinds: string[]) => setPayOnline(a, kinds);
  const waitlistMode = async (mode: 'auto' | 'offer') => {
    const { error } = await a.owner.client
      .from('tenants')
      .update({ waitlist_mode: mode, waitlist_offer_minutes: 30 })
      .eq('id', a.id);
    if (error) throw new Error(error.message);
  };
  const enroll = (booking: string, client: string) => staffEnrolls(a, booking, cat.dropIn, client);
  /**
   * A one-place session, taken by someone else, with the signed-in client (and others named)
   * waiting in line; then drop-ins must be paid online, as the business may decide any time.
   */
  const fullSession = async (others: string[] = []) => {
    await payOnline([]);
    const booking = await onePlaceSession(a, cat.yoga, 30 + ++sessions);
    const taken = await enroll(booking, await staffMadeClient(a, `Taker ${sessions}`));
    const waiting = await enroll(booking, a.client.clientId);
    const behind = [];
    for (const name of others) behind.push(await enroll(booking, await staffMadeClient(a, name)));
    expect(waiting.status).toBe('waitlisted');
    await payOnline(['drop_in']);
    return { booking, taken, waiting, behind };
  };
  const freePlace = async (place: Place) => {
    const { error } = await a.staff.client.rpc('cancel_enrollment', { enrollment_id: place.id });
    if (error) throw new Error(error.message);
  };
  const statusOf = (place: Place) => placeStatus(server, place.id);
  const becomes = (place: Place, status: string) =>
    eventually(async () => ((await statusOf(place)) === status ? true : undefined));
  const ledgerOf = (place: Place) => placeLedger(server, place.id);
  const payFor = async (place: Place) => {
    const answer = await postAs(server, '/payments/v1/payments', a.client.id, {
      tenant_id: a.id,
      client_id: a.client.clientId,
      purpose: 'enrollment',
      enrollment_id: place.id,
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { provider_payment_id: string; code?: string },
    };
  };
  const paidByCard = async (place: Place) =>
    (
      await server.db.query<{ paid: boolean }>(
        'select app.offer_paid_by_card(tenant_id, option_id) as paid from public.enrollments where id = $1',
        [place.id],
      )
    ).rows[0]?.paid;

  it('offers the freed place, which is taken by paying for it by card, not by accepting', async () => {
    await waitlistMode('offer');
    const { taken, waiting } = await fullSession();
    expect(await paidByCard(waiting)).toBe(true);
    // Waiting cost nothing.
    expect(await ledgerOf(waiting)).toEqual([]);
    await freePlace(taken);
    expect(await statusOf(waiting)).toBe('offered');
    const accepted = await a.client.client.rpc('accept_offer', { enrollment_id: waiting.id });
    expect(accepted.error?.code).toBe('pay_by_card');
    expect(await statusOf(waiting)).toBe('offered');

    const opened = await payFor(waiting);
    expect(opened.status).toBe(200);
    const intent = opened.body.provider_payment_id;
    // A declined card keeps the offer open for another card.
    await payDeclined(server, pay, intent);
    expect(await statusOf(waiting)).toBe('offered');
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await becomes(waiting, 'confirmed');
    await eventually(async () => ((await ledgerOf(waiting)).length === 2 ? true : undefined));
    expect(await ledgerOf(waiting)).toEqual([
      { kind: 'charge', amount: 1500, method: null },
      { kind: 'payment', amount: 1500, method: 'card' },
    ]);
    const offer = await server.db.query<{ offer_expires_at: string | null }>(
      'select offer_expires_at from public.enrollments where id = $1',
      [waiting.id],
    );
    expect(offer.rows[0]?.offer_expires_at).toBeNull();
    expect((await payFor(waiting)).body.code).toBe('already_paid');
  });

  it("offers the place in 'auto' mode too, charging nobody without them", async () => {
    await waitlistMode('auto');
    const { taken, waiting } = await fullSession();
    await freePlace(taken);
    expect(await statusOf(waiting)).toBe('offered');
    expect(await ledgerOf(waiting)).toEqual([]);
    // A drop-in paid at the desk is still confirmed at once, as before.
    const desk = await fullSession();
    await payOnline([]);
    await freePlace(desk.taken);
    expect(await statusOf(desk.waiting)).toBe('confirmed');
    expect((await ledgerOf(desk.waiting)).map((t) => t.kind)).toEqual(['charge']);
  });

  it('refunds a payment that arrives after the offer lapsed and the place went to the next person', async () => {
    await waitlistMode('offer');
    const { taken, waiting, behind } = await fullSession(['Nora Next']);
    const [next] = behind;
    if (next === undefined) throw new Error('nobody behind');
    await freePlace(taken);
    const intent = (await payFor(waiting)).body.provider_payment_id;
    await server.db.query(
      "update public.enrollments set offer_expires_at = now() - interval '1 second' where id = $1",
      [waiting.id],
    );
    await server.db.query('select app.sweep_lapsed_offers()');
    expect(await statusOf(waiting)).toBe('cancelled');
    expect(await statusOf(next)).toBe('offered');
    // A lapsed offer cannot be paid for any more, but a payment already on its way is recorded once and goes back to the card.
    await pay.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa' });
    await eventually(async () => ((await ledgerOf(waiting)).length === 2 ? true : undefined));
    expect(await ledgerOf(waiting)).toEqual([
      { kind: 'payment', amount: 1500, method: 'card' },
      { kind: 'refund', amount: 1500, method: 'card' },
    ]);
    expect(await statusOf(waiting)).toBe('cancelled');
    expect(await statusOf(next)).toBe('offered');
  });

  it("charges a saved card off-session for a place offered in 'auto' mode, once", async () => {
    await waitlistMode('auto');
    // The client saved a card with an earlier payment.
    await payOnline([]);
    const bought = (await (
      await postAs(server, '/payments/v1/payments', a.client.id, {
        tenant_id: a.id,
        client_id: a.client.clientId,
        purpose: 'purchase',
        option_id: cat.pack,
      })
    ).json()) as { payment_id: string; provider_payment_id: string };
    await postAs(server, `/payments/v1/payments/${bought.payment_id}/card-saving`, a.client.id, {
      tenant_id: a.id,
      save_card: true,
    });
    await pay.stripe.paymentIntents.confirm(bought.provider_payment_id, {
      payment_method: 'pm_card_visa',
    });
    const { taken, waiting } = await fullSession();
    await freePlace(taken);
    await becomes(waiting, 'confirmed');
    await eventually(async () => ((await ledgerOf(waiting)).length === 2 ? true : undefined));
    expect(await ledgerOf(waiting)).toEqual([
      { kind: 'charge', amount: 1500, method: null },
      { kind: 'payment', amount: 1500, method: 'card' },
    ]);
    const { rows } = await server.db.query<{ count: number }>(
      'select count(*)::int as count from payments.provider_payments where enrollment_id = $1',
      [waiting.id],
    );
    expect(rows[0]?.count).toBe(1);
    const claimed = await server.db.query<{ count: number }>(
      'select count(*)::int as count from payments.offer_charges where enrollment_id = $1',
      [waiting.id],
    );
    expect(claimed.rows[0]?.count).toBe(1);
  });
});
