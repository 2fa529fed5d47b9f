import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withRequestRole } from '../../src/server/db/with-request-role.ts';
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

// Issue 18, point 1: a message is enqueued in the same transaction as the change that causes
// it, by triggers on the places and sessions, once per (event, recipient, channel).

const hour = 3600 * 1000;
type Place = { id: string; status: string };
type Message = {
  event_key: string;
  kind: string;
  channel: string;
  to_address: string;
  client_id: string;
  snapshot: Record<string, Record<string, unknown>>;
};

describe.each(testDatabaseKinds)('the outbox on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'outbox');
    catalogue = await createTestCatalogue(a);
  });
  afterAll(() => server.stop());

  const session = async (startsInHours: number, capacity = 2) => {
    const { data, error } = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: new Date(Date.now() + startsInHours * hour).toISOString(),
        ends_at: new Date(Date.now() + (startsInHours + 1) * hour).toISOString(),
        capacity,
      })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const newClient = async (name: string, phone: string | null = null) => {
    const { data } = await a.staff.client
      .from('clients')
      .insert({ tenant_id: a.id, full_name: name, email: `${name}@outbox.test`, phone })
      .select('id')
      .single<{ id: string }>();
    return (data as { id: string }).id;
  };
  const enroll = async (booking: string, client: string) => {
    const { data, error } = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: catalogue.dropIn,
      client_id: client,
    });
    if (error) throw new Error(error.message);
    return data as Place;
  };
  const messagesFor = async (where: string, params: unknown[]) =>
    (
      await server.db.query<Message>(
        `select event_key, kind, channel, to_address, client_id, snapshot
         from messaging.messages where ${where} order by created_at, kind, channel, to_address`,
        params,
      )
    ).rows;
  // The clients' messages (a private appointment's staff member is told too: staff_id).
  const byBooking = (booking: string) =>
    messagesFor('booking_id = $1 and staff_id is null', [booking]);

  it('enqueues one confirmation per channel with the place committed, and none rolled back', async () => {
    await a.owner.client.from('tenants').update({ texts_enabled: true }).eq('id', a.id);
    const booking = await session(48);
    const ann = await newClient('ann', '+447700900001');
    const rolledBack = withRequestRole(
      server.db,
      { role: 'authenticated', claims: { sub: a.staff.id, role: 'authenticated' } },
      async (tx) => {
        await tx.query('select public.enroll($1, $2, $3)', [booking, catalogue.dropIn, ann]);
        throw new Error('the request fails after enrolling');
      },
    );
    await expect(rolledBack).rejects.toThrow('the request fails after enrolling');
    expect(await byBooking(booking)).toEqual([]);

    const place = await enroll(booking, ann);
    const messages = await byBooking(booking);
    expect(
      messages.map(({ kind, channel, to_address }) => ({ kind, channel, to_address })),
    ).toEqual([
      { kind: 'place_confirmed', channel: 'email', to_address: 'ann@outbox.test' },
      { kind: 'place_confirmed', channel: 'sms', to_address: '+447700900001' },
    ]);
    expect(messages[0]).toMatchObject({
      event_key: `enrollment:${place.id}:confirmed`,
      client_id: ann,
      snapshot: {
        business: { name: 'Studio outbox', time_zone: 'Europe/London', currency: 'GBP' },
        client: { name: 'ann' },
        session: { booking_id: booking, service: 'Yoga', private: false },
        place: { id: place.id, status: 'confirmed' },
        calendar: { uid: place.id, sequence: 0 },
      },
    });
    // Enqueueing the same event again is a no-op.
    const { rows } = await server.db.query<{ queued: number }>(
      `select messaging.enqueue($1, $2, $3, 'place_confirmed', '{}') as queued`,
      [a.id, ann, `enrollment:${place.id}:confirmed`],
    );
    expect(rows[0]?.queued).toBe(0);
    expect(await byBooking(booking)).toHaveLength(2);
    await a.owner.client.from('tenants').update({ texts_enabled: false }).eq('id', a.id);
  });

  it('tells the waitlist its position, the first in line of a freed place, and whoever cancels what the policy did', async () => {
    const booking = await session(48, 1);
    const [bea, cal, dan] = [
      await newClient('bea'),
      await newClient('cal'),
      await newClient('dan'),
    ];
    const first = await enroll(booking, bea);
    const second = await enroll(booking, cal);
    await enroll(booking, dan);
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: first.id });
    const messages = await byBooking(booking);
    expect(
      messages.map((message) => [
        message.snapshot.client?.name,
        message.kind,
        message.snapshot.place?.waitlist_position ?? null,
      ]),
    ).toEqual([
      ['bea', 'place_confirmed', null],
      ['cal', 'waitlist_joined', 1],
      ['dan', 'waitlist_joined', 2],
      ['bea', 'place_cancelled', null],
      ['cal', 'waitlist_promoted', null],
    ]);
    expect(messages[3]?.snapshot.cancellation).toMatchObject({
      money_back_minor: 1500,
      credits_returned: 0,
      fee_minor: 0,
      late: false,
      previous_status: 'confirmed',
    });
    expect(messages[4]?.event_key).toBe(`enrollment:${second.id}:confirmed`);
  });

  it('charges and tells a late cancellation its fee', async () => {
    await a.owner.client.from('tenants').update({ late_cancel_fee_minor: 500 }).eq('id', a.id);
    const booking = await session(2);
    const eve = await newClient('eve');
    const place = await enroll(booking, eve);
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: place.id });
    const [, cancelled] = await byBooking(booking);
    expect(cancelled).toMatchObject({
      kind: 'place_cancelled',
      snapshot: { cancellation: { late: true, fee_minor: 500, money_back_minor: 0 } },
    });
    await a.owner.client.from('tenants').update({ late_cancel_fee_minor: 0 }).eq('id', a.id);
  });

  it('tells everyone booked and waiting when the business cancels, with what came back', async () => {
    const booking = await session(72, 1);
    const [fay, gus] = [await newClient('fay'), await newClient('gus')];
    await enroll(booking, fay);
    await enroll(booking, gus);
    const { error } = await a.staff.client.rpc('cancel_booking', {
      booking_id: booking,
      reason: 'The teacher is ill',
    });
    expect(error).toBeNull();
    const cancelled = (await byBooking(booking)).filter((m) => m.kind === 'session_cancelled');
    expect(cancelled.map((m) => [m.snapshot.client?.name, m.snapshot.cancellation])).toEqual([
      [
        'fay',
        expect.objectContaining({
          reason: 'The teacher is ill',
          money_back_minor: 1500,
          previous_status: 'confirmed',
        }),
      ],
      ['gus', expect.objectContaining({ money_back_minor: 0, previous_status: 'waitlisted' })],
    ]);
  });

  it('tells a moved session its new time once per change, with the calendar sequence raised', async () => {
    const booking = await session(96);
    const hal = await newClient('hal');
    const place = await enroll(booking, hal);
    const move = (hours: number) =>
      a.staff.client.rpc('reschedule_booking', {
        booking_id: booking,
        starts_at: new Date(Date.now() + hours * hour).toISOString(),
        staff_id: null,
        capacity: 2,
      });
    expect((await move(100)).error).toBeNull();
    expect((await move(101)).error).toBeNull();
    const moved = (await byBooking(booking)).filter((m) => m.kind === 'booking_rescheduled');
    expect(moved.map((m) => [m.event_key, m.snapshot.calendar?.sequence])).toEqual([
      [`enrollment:${place.id}:rescheduled:1`, 1],
      [`enrollment:${place.id}:rescheduled:2`, 2],
    ]);
    expect(Date.parse(String(moved[1]?.snapshot.previous?.starts_at))).toBe(
      Date.parse(String(moved[0]?.snapshot.session?.starts_at)),
    );
  });

  it('confirms a private appointment as one, and tells its client when staff cancel the booking row itself', async () => {
    const starts = bookableHour(5 * 24 * hour).toISOString();
    const { data, error } = await a.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: starts,
    });
    expect(error).toBeNull();
    const place = data as Place & { booking_id: string };
    const [confirmed] = await byBooking(place.booking_id);
    expect(confirmed).toMatchObject({
      kind: 'place_confirmed',
      to_address: 'client@outbox.test',
      snapshot: { session: { private: true, service: 'Massage' } },
    });
    // Staff may write the booking through the data API, bypassing cancel_booking.
    const cancelled = await a.staff.client
      .from('bookings')
      .update({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .eq('id', place.booking_id);
    expect(cancelled.error).toBeNull();
    expect((await byBooking(place.booking_id)).map((m) => m.kind)).toEqual([
      'place_confirmed',
      'session_cancelled',
    ]);
  });

  it('sends an offer with a link that takes the place while it lasts, and says when it lapsed', async () => {
    await a.owner.client
      .from('tenants')
      .update({ waitlist_mode: 'offer', waitlist_offer_minutes: 60 })
      .eq('id', a.id);
    const booking = await session(48, 1);
    const [ida, jon, kim] = [
      await newClient('ida'),
      await newClient('jon'),
      await newClient('kim'),
    ];
    const first = await enroll(booking, ida);
    const offered = await enroll(booking, jon);
    const next = await enroll(booking, kim);
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: first.id });
    const offer = (await byBooking(booking)).find((m) => m.kind === 'waitlist_offer');
    expect(offer?.snapshot.client?.name).toBe('jon');
    const token = String(offer?.snapshot.offer?.token);
    expect(token).toMatch(/^[\w-]{32}$/);

    const anon = (await import('../../src/server/test-support/supabase-client.ts')).testClient(
      server,
    );
    const shown = await anon.rpc('offer_by_token', { token });
    expect(shown.data).toMatchObject({ state: 'open', service: 'Yoga', business: 'Studio outbox' });
    expect((await anon.rpc('offer_by_token', { token: 'not-a-token' })).error?.code).toBe(
      'offer_not_found',
    );
    const taken = await anon.rpc('accept_offer_by_token', { token });
    expect(taken.data).toMatchObject({ state: 'taken' });
    const again = await anon.rpc('accept_offer_by_token', { token });
    expect(again.data).toMatchObject({ state: 'taken' });
    const confirmed = await messagesFor('enrollment_id = $1 and kind = $2', [
      offered.id,
      'place_confirmed',
    ]);
    expect(confirmed).toHaveLength(1);

    // The next offer lapses before it is taken.
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: offered.id });
    const nextOffer = (
      await messagesFor('enrollment_id = $1 and kind = $2', [next.id, 'waitlist_offer'])
    )[0];
    const nextToken = String(nextOffer?.snapshot.offer?.token);
    await server.db.query(
      "update public.enrollments set offer_expires_at = now() - interval '1 second' where id = $1",
      [next.id],
    );
    expect((await anon.rpc('offer_by_token', { token: nextToken })).data).toMatchObject({
      state: 'lapsed',
    });
    const late = await anon.rpc('accept_offer_by_token', { token: nextToken });
    expect({ status: late.status, code: late.error?.code }).toEqual({
      status: 410,
      code: 'offer_expired',
    });
    await a.owner.client.from('tenants').update({ waitlist_mode: 'auto' }).eq('id', a.id);
  });

  it('tells nobody about sessions that have already started', async () => {
    const booking = await session(48);
    const lou = await newClient('lou');
    await server.db.query(
      `insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id)
       select tenant_id, id, $2, 'confirmed', $3 from public.bookings where id = $1`,
      [booking, lou, catalogue.dropIn],
    );
    await server.db.query(
      "update public.bookings set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1",
      [booking],
    );
    const before = (await byBooking(booking)).length;
    await server.db.query(
      "update public.enrollments set status = 'no_show' where booking_id = $1",
      [booking],
    );
    expect(await byBooking(booking)).toHaveLength(before);
  });

  it('lets no request role write the outbox, nor read a snapshot, and only staff read rows', async () => {
    // Staff read their business's messages (docs/decisions/0030); client_messages and the
    // isolation matrix test who sees which rows.
    const as = (role: 'anon' | 'authenticated' | 'service_role', sql: string) =>
      withRequestRole(server.db, { role, claims: { role } }, (tx) => tx.query<{ n: number }>(sql));
    await expect(as('anon', 'select count(*) from messaging.messages')).rejects.toThrow(
      /permission denied/,
    );
    for (const role of ['authenticated', 'service_role'] as const) {
      for (const sql of [
        'select snapshot from messaging.messages',
        "update messaging.messages set status = 'sent'",
        'delete from messaging.messages',
        "insert into messaging.messages (tenant_id, event_key, kind, channel, to_address, snapshot) values (gen_random_uuid(), 'x', 'reminder', 'email', 'x@y.test', '{}')",
      ]) {
        await expect(as(role, sql), `${role}: ${sql}`).rejects.toThrow(/permission denied/);
      }
    }
    // Signed in as nobody's staff: no row.
    const { rows } = await as('authenticated', 'select count(*)::int as n from messaging.messages');
    expect(rows[0]?.n).toBe(0);
  });
});
