import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  bookableHour,
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const hour = 3600 * 1000;
type Place = { id: string; status: string; waitlist_position: number | null };

describe.each(testDatabaseKinds)('taking and giving up places on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let yoga: string;
  let dropIn: string;
  let pack: string;
  let massage: string;
  let variant: string;
  let staffId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'places-a');
    ({ yoga, dropIn, pack, massage, variant, staffId } = await createTestCatalogue(a));
  });
  afterAll(() => server.stop());

  const session = async (startsInHours: number, capacity = 2) =>
    (
      (
        await a.staff.client
          .from('bookings')
          .insert({
            tenant_id: a.id,
            service_id: yoga,
            starts_at: new Date(Date.now() + startsInHours * hour).toISOString(),
            ends_at: new Date(Date.now() + (startsInHours + 1) * hour).toISOString(),
            capacity,
          })
          .select('id')
          .single()
      ).data as { id: string }
    ).id;
  const newClient = async (name: string) =>
    (
      (
        await a.staff.client
          .from('clients')
          .insert({ tenant_id: a.id, full_name: name })
          .select('id')
          .single()
      ).data as { id: string }
    ).id;
  const balanceOf = async (clientId: string) =>
    (
      (
        await a.owner.client
          .from('client_balances')
          .select('balance_minor')
          .eq('client_id', clientId)
      ).data as { balance_minor: number }[]
    )[0]?.balance_minor ?? 0;

  it('confirms a place and charges the drop-in; waitlists once full, in order', async () => {
    const booking = await session(48);
    const mine = await a.client.client.rpc('enroll', { booking_id: booking, option_id: dropIn });
    expect(mine.data).toMatchObject({ status: 'confirmed', client_id: a.client.clientId });
    expect(await balanceOf(a.client.clientId)).toBe(-1500);
    const [second, third, fourth] = [
      await newClient('B'),
      await newClient('C'),
      await newClient('D'),
    ];
    expect(
      (
        await a.staff.client.rpc('enroll', {
          booking_id: booking,
          option_id: dropIn,
          client_id: second,
        })
      ).data,
    ).toMatchObject({ status: 'confirmed' });
    expect(
      (
        await a.staff.client.rpc('enroll', {
          booking_id: booking,
          option_id: dropIn,
          client_id: third,
        })
      ).data,
    ).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(
      (
        await a.staff.client.rpc('enroll', {
          booking_id: booking,
          option_id: dropIn,
          client_id: fourth,
        })
      ).data,
    ).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    const again = await a.client.client.rpc('enroll', { booking_id: booking, option_id: dropIn });
    expect({ status: again.status, code: again.error?.code }).toEqual({
      status: 409,
      code: 'already_enrolled',
    });
    const forOther = await a.client.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: second,
    });
    expect(forOther.error?.code).toBe('forbidden');

    // Cancelling in time undoes the charge and gives the place to the first on the waitlist.
    const preview = await a.client.client.rpc('cancellation_preview', {
      enrollment_id: (mine.data as Place).id,
    });
    expect(preview.data).toMatchObject({
      status: 'cancelled',
      in_time: true,
      returns: 'money',
      return_minor: 1500,
      fee_minor: 0,
      currency: 'GBP',
    });
    const cancelled = await a.client.client.rpc('cancel_enrollment', {
      enrollment_id: (mine.data as Place).id,
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(a.client.clientId)).toBe(0);
    const { data: places } = await a.staff.client
      .from('enrollments')
      .select('client_id, status, waitlist_position')
      .eq('booking_id', booking);
    expect(places).toEqual(
      expect.arrayContaining([
        { client_id: third, status: 'confirmed', waitlist_position: null },
        { client_id: fourth, status: 'waitlisted', waitlist_position: 2 },
      ]),
    );
    expect(await balanceOf(third)).toBe(-1500);
  });

  it('uses pack credits, gives them back in time, and charges the fee when late', async () => {
    const booking = await session(48);
    const noCredits = await a.client.client.rpc('enroll', { booking_id: booking, option_id: pack });
    expect({ status: noCredits.status, code: noCredits.error?.code }).toEqual({
      status: 409,
      code: 'no_credits',
    });
    await a.client.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: a.client.clientId,
      option_id: pack,
    });
    const credits = async () =>
      (
        (await a.client.client.from('client_credits').select('credits_remaining')).data as {
          credits_remaining: number;
        }[]
      )[0]?.credits_remaining;
    const place = await a.client.client.rpc('enroll', { booking_id: booking, option_id: pack });
    expect(place.data).toMatchObject({ status: 'confirmed' });
    expect(await credits()).toBe(1);
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: (place.data as Place).id });
    expect(await credits()).toBe(2);

    await a.owner.client.from('tenants').update({ late_cancel_fee_minor: 500 }).eq('id', a.id);
    const soon = await session(2);
    const late = await a.client.client.rpc('enroll', { booking_id: soon, option_id: pack });
    const before = await balanceOf(a.client.clientId);
    const preview = await a.client.client.rpc('cancellation_preview', {
      enrollment_id: (late.data as Place).id,
    });
    expect(preview.data).toMatchObject({
      status: 'late_cancelled',
      in_time: false,
      returns: 'nothing',
      fee_minor: 500,
    });
    const cancelled = await a.client.client.rpc('cancel_enrollment', {
      enrollment_id: (late.data as Place).id,
    });
    expect(cancelled.data).toMatchObject({ status: 'late_cancelled' });
    expect(await credits()).toBe(1);
    expect(await balanceOf(a.client.clientId)).toBe(before - 500);
    const twice = await a.client.client.rpc('cancel_enrollment', {
      enrollment_id: (late.data as Place).id,
    });
    expect(twice.error?.code).toBe('not_active');
  });

  it('answers a retried request with the same key by the first answer', async () => {
    const booking = await session(72);
    const key = 'retry-key-0001';
    const first = await a.client.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      idempotency_key: key,
    });
    const retry = await a.client.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      idempotency_key: key,
    });
    expect((retry.data as Place).id).toBe((first.data as Place).id);
    const { count } = await a.staff.client
      .from('enrollments')
      .select('*', { count: 'exact', head: true })
      .eq('booking_id', booking);
    expect(count).toBe(1);
  });

  it('offers a freed place for a while when the business works with offers', async () => {
    await a.owner.client
      .from('tenants')
      .update({ waitlist_mode: 'offer', waitlist_offer_minutes: 90 })
      .eq('id', a.id);
    const booking = await session(96, 1);
    const first = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: await newClient('E'),
    });
    const waiting = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: await newClient('F'),
    });
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: (first.data as Place).id });
    const { data } = await a.staff.client
      .from('enrollments')
      .select('status, offer_expires_at')
      .eq('id', (waiting.data as Place).id)
      .single();
    const offered = data as { status: string; offer_expires_at: string };
    expect(offered.status).toBe('offered');
    expect(new Date(offered.offer_expires_at).getTime() - Date.now()).toBeGreaterThan(80 * 60_000);
    const accepted = await a.staff.client.rpc('accept_offer', {
      enrollment_id: (waiting.data as Place).id,
    });
    expect(accepted.data).toMatchObject({ status: 'confirmed' });
    expect(
      (await a.staff.client.rpc('accept_offer', { enrollment_id: (waiting.data as Place).id }))
        .error?.code,
    ).toBe('no_offer');

    // An offer left to lapse gives the place to the next in line at the session's next operation.
    const next = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: await newClient('H'),
    });
    const last = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: await newClient('I'),
    });
    expect([
      (next.data as Place).waitlist_position,
      (last.data as Place).waitlist_position,
    ]).toEqual([1, 2]);
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: (waiting.data as Place).id });
    await server.db.query(
      "update public.enrollments set offer_expires_at = now() - interval '1 minute' where id = $1",
      [(next.data as Place).id],
    );
    const lapsed = await a.staff.client.rpc('accept_offer', {
      enrollment_id: (next.data as Place).id,
    });
    expect({ status: lapsed.status, code: lapsed.error?.code }).toEqual({
      status: 410,
      code: 'offer_expired',
    });
    const touch = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: dropIn,
      client_id: await newClient('J'),
    });
    expect(touch.data).toMatchObject({ status: 'waitlisted' });
    const { data: states } = await a.staff.client
      .from('enrollments')
      .select('id, status')
      .in('id', [(next.data as Place).id, (last.data as Place).id]);
    expect(
      new Map((states as { id: string; status: string }[]).map((row) => [row.id, row.status])),
    ).toEqual(
      new Map([
        [(next.data as Place).id, 'cancelled'],
        [(last.data as Place).id, 'offered'],
      ]),
    );
    await a.owner.client.from('tenants').update({ waitlist_mode: 'auto' }).eq('id', a.id);
  });

  it('books a free private time with its charge, and refuses it once taken', async () => {
    const starts = bookableHour(30 * hour);
    const booked = await a.client.client.rpc('book_private', {
      service_id: massage,
      option_id: variant,
      starts_at: starts.toISOString(),
    });
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({ status: 'confirmed', client_id: a.client.clientId });
    const { data: appointment } = await a.staff.client
      .from('bookings')
      .select('staff_id, capacity')
      .eq('id', (booked.data as { booking_id: string }).booking_id)
      .single();
    expect(appointment).toEqual({ staff_id: staffId, capacity: 1 });
    const taken = await a.staff.client.rpc('book_private', {
      service_id: massage,
      option_id: variant,
      starts_at: starts.toISOString(),
      client_id: await newClient('G'),
    });
    expect({ status: taken.status, code: taken.error?.code }).toEqual({
      status: 409,
      code: 'slot_taken',
    });
  });
});

// Separate connections that really race: PostgreSQL only (PGlite has one connection).
describe.each(testDatabaseKinds.filter((kind) => kind === 'postgres'))(
  'places under concurrency on %s',
  (kind) => {
    let server: TestServer;
    let a: TestTenant;
    let catalogue: TestCatalogue;
    beforeAll(async () => {
      server = await startTestServerOn(kind);
      a = await createTestTenant(server, 'race-a');
      catalogue = await createTestCatalogue(a, 10);
    });
    afterAll(() => server.stop());

    const session = async () => {
      const { rows } = await server.db.query<{ id: string }>(
        `insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
         values ($1, $2, now() + interval '2 days', now() + interval '2 days 1 hour', 10)
         returning id`,
        [a.id, catalogue.yoga],
      );
      return (rows[0] as { id: string }).id;
    };
    const clients = async (count: number) => {
      const { rows } = await server.db.query<{ id: string }>(
        `insert into public.clients (tenant_id, full_name)
         select $1, 'Rider ' || n from generate_series(1, $2::int) n returning id`,
        [a.id, count],
      );
      return rows.map((row) => row.id);
    };
    const enrollAll = (booking: string, ids: string[], key?: string) =>
      Promise.all(
        ids.map(async (client) => {
          const answer = await a.staff.client.rpc('enroll', {
            booking_id: booking,
            option_id: catalogue.dropIn,
            client_id: client,
            idempotency_key: key,
          });
          expect(answer.error).toBeNull();
          return answer.data as Place & { client_id: string };
        }),
      );
    const chargesFor = async (placeIds: string[]) => {
      const { rows } = await server.db.query(
        `select id from public.transactions where kind = 'charge' and enrollment_id = any($1)`,
        [placeIds],
      );
      return rows.length;
    };

    it('gives 10 places and 190 distinct waitlist positions to 200 simultaneous enrollments', async () => {
      const booking = await session();
      const places = await enrollAll(booking, await clients(200));
      const confirmed = places.filter((place) => place.status === 'confirmed');
      expect(confirmed).toHaveLength(10);
      const positions = places
        .filter((place) => place.status === 'waitlisted')
        .map((place) => place.waitlist_position);
      expect(positions).toHaveLength(190);
      expect(new Set(positions)).toEqual(new Set(positions.map((_, index) => index + 1)));
      expect(await chargesFor(places.map((place) => place.id))).toBe(10);
    }, 60_000);

    it('promotes exactly the first in line when a place is cancelled while others enroll', async () => {
      const booking = await session();
      const places = await enrollAll(booking, await clients(15));
      const first = places.find((place) => place.waitlist_position === 1) as Place;
      const leaving = places.find((place) => place.status === 'confirmed') as Place;
      const [cancelled, latecomers] = await Promise.all([
        a.staff.client.rpc('cancel_enrollment', { enrollment_id: leaving.id }),
        clients(30).then((ids) => enrollAll(booking, ids)),
      ]);
      expect(cancelled.error).toBeNull();
      const { rows } = await server.db.query<{ id: string; status: string }>(
        `select id, status from public.enrollments where booking_id = $1 and status = 'confirmed'`,
        [booking],
      );
      expect(rows).toHaveLength(10);
      expect(rows.map((row) => row.id)).toContain(first.id);
      // The latecomers queue behind everyone: nobody jumped the line.
      expect(latecomers.every((place) => place.status === 'waitlisted')).toBe(true);
      expect(await chargesFor([first.id])).toBe(1);
    }, 60_000);

    it('answers 20 simultaneous retries with one key by one place and one charge', async () => {
      const booking = await session();
      const [client] = await clients(1);
      const answers = await enrollAll(booking, Array(20).fill(client), 'retry-key-1');
      expect(new Set(answers.map((place) => place.id)).size).toBe(1);
      const { rows } = await server.db.query(
        'select id from public.enrollments where booking_id = $1',
        [booking],
      );
      expect(rows).toHaveLength(1);
      expect(await chargesFor([answers[0]?.id as string])).toBe(1);
    }, 60_000);
  },
);
