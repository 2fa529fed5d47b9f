import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// Migration 0040: booking_summaries, schedule_session, reschedule_booking, cancel_booking.

const hour = 3600 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('the bookings screens on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let yoga: string;
  let massage: string;
  let dropIn: string;
  let pack: string;
  let staffId: string;
  let clients: string[];
  let serial = 0;

  /** A session of its own, each one a day after the last, on the staff member's time. */
  const session = async (capacity = 2, withStaff = false) => {
    serial += 1;
    const answer = await a.staff.client.rpc('schedule_session', {
      service_id: yoga,
      starts_at: inHours(48 + serial * 24),
      staff_id: withStaff ? staffId : null,
      capacity,
      location: 'Studio 1',
    });
    expect(answer.error).toBeNull();
    return answer.data as Row & { id: string };
  };
  const enroll = async (booking: string, client: string, option = dropIn) => {
    const answer = await a.staff.client.rpc('enroll', {
      booking_id: booking,
      option_id: option,
      client_id: client,
    });
    expect(answer.error).toBeNull();
    return answer.data as Row & { id: string };
  };
  const summary = async (booking: string, as = a.staff) =>
    (await as.client.from('booking_summaries').select().eq('id', booking).maybeSingle())
      .data as Row | null;

  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'screens-a');
    const owner = a.owner.client;
    staffId = (
      (await owner.from('staff').select('id').eq('user_id', a.staff.id).single()).data as Row
    ).id as string;
    const services = (
      await owner
        .from('services')
        .insert(
          [
            { tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 8 },
            { tenant_id: a.id, kind: 'private', name: 'Massage', duration_minutes: 60 },
          ],
          { defaultToNull: false },
        )
        .select('id, name')
    ).data as { id: string; name: string }[];
    yoga = services.find((s) => s.name === 'Yoga')?.id as string;
    massage = services.find((s) => s.name === 'Massage')?.id as string;
    const options = (
      await owner
        .from('service_options')
        .insert(
          [
            {
              tenant_id: a.id,
              service_id: yoga,
              kind: 'drop_in',
              name: 'Drop-in',
              price_minor: 1500,
            },
            {
              tenant_id: a.id,
              service_id: yoga,
              kind: 'pack',
              name: 'Pack',
              price_minor: 5000,
              credits: 5,
              validity_days: 30,
            },
          ],
          { defaultToNull: false },
        )
        .select('id, kind')
    ).data as { id: string; kind: string }[];
    dropIn = options.find((o) => o.kind === 'drop_in')?.id as string;
    pack = options.find((o) => o.kind === 'pack')?.id as string;
    const walkIns = (
      await a.staff.client
        .from('clients')
        .insert(['Ada', 'Ben', 'Cleo'].map((full_name) => ({ tenant_id: a.id, full_name })))
        .select('id, full_name')
        .order('full_name')
    ).data as { id: string }[];
    clients = walkIns.map((client) => client.id);
  }, 60_000);
  afterAll(() => server.stop());

  it('summarises each booking with its fill, for staff and for clients alike', async () => {
    const booking = await session(2, true);
    await enroll(booking.id, clients[0] as string);
    await enroll(booking.id, clients[1] as string);
    await enroll(booking.id, a.client.clientId);
    const expected = {
      service_name: 'Yoga',
      service_kind: 'group',
      staff_name: 'Staff of screens-a',
      capacity: 2,
      taken: 2,
      confirmed_count: 2,
      waitlist_count: 1,
      location: 'Studio 1',
    };
    expect(await summary(booking.id)).toMatchObject(expected);
    // security_invoker: the client sees the session through the bookings policies, and its fill.
    expect(await summary(booking.id, a.client)).toMatchObject(expected);
    const outsider = await createTestTenant(server, 'screens-b');
    expect(await summary(booking.id, outsider.staff)).toBeNull();
    const counted = await a.staff.client
      .from('booking_summaries')
      .select('id', { count: 'exact', head: true })
      .eq('service_kind', 'group')
      .gte('starts_at', inHours(0));
    expect(counted.count).toBeGreaterThanOrEqual(1);
  });

  it('schedules a one-off session and names what double-books the instructor', async () => {
    const first = await session(3, true);
    expect(first).toMatchObject({ capacity: 3, staff_id: staffId, status: 'scheduled' });
    expect(Date.parse(first.ends_at as string) - Date.parse(first.starts_at as string)).toBe(hour);
    const clash = await a.owner.client.rpc('schedule_session', {
      service_id: yoga,
      starts_at: new Date(Date.parse(first.starts_at as string) + hour / 2).toISOString(),
      staff_id: staffId,
    });
    expect({ status: clash.status, code: clash.error?.code }).toEqual({
      status: 409,
      code: 'staff_busy',
    });
    expect(clash.error?.message).toMatch(
      /^Staff of screens-a already has Yoga on \w{3} \d{2} \w{3} \d{4} at \d{2}:\d{2}/,
    );
    const privateOne = await a.owner.client.rpc('schedule_session', {
      service_id: massage,
      starts_at: inHours(5),
    });
    expect(privateOne.error?.code).toBe('not_a_group_service');
    const tooBig = await a.owner.client.rpc('schedule_session', {
      service_id: yoga,
      starts_at: inHours(5),
      capacity: 0,
    });
    expect(tooBig.error?.code).toBe('invalid_capacity');
    const byClient = await a.client.client.rpc('schedule_session', {
      service_id: yoga,
      starts_at: inHours(5),
    });
    expect(byClient.error?.code).toBe('service_not_found');
  });

  it('reschedules within the rules and gives added room to the waitlist', async () => {
    const booking = await session(1, true);
    await enroll(booking.id, clients[0] as string);
    const waiting = await enroll(booking.id, clients[1] as string);
    expect(waiting.status).toBe('waitlisted');
    const starts = inHours(2000);
    const moved = await a.staff.client.rpc('reschedule_booking', {
      booking_id: booking.id,
      starts_at: starts,
      staff_id: staffId,
      capacity: 2,
      location: 'Studio 2',
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ capacity: 2, location: 'Studio 2' });
    expect(Date.parse((moved.data as Row).ends_at as string) - Date.parse(starts)).toBe(hour);
    expect(await summary(booking.id)).toMatchObject({ confirmed_count: 2, waitlist_count: 0 });

    const shrink = await a.staff.client.rpc('reschedule_booking', {
      booking_id: booking.id,
      starts_at: starts,
      staff_id: staffId,
      capacity: 1,
    });
    expect(shrink.error?.code).toBe('capacity_below_taken');
    const other = await session(4, true);
    const clash = await a.staff.client.rpc('reschedule_booking', {
      booking_id: other.id,
      starts_at: starts,
      staff_id: staffId,
      capacity: 4,
    });
    expect(clash.error?.code).toBe('staff_busy');
    const unstaffed = await a.staff.client.rpc('reschedule_booking', {
      booking_id: other.id,
      starts_at: starts,
      staff_id: null,
      capacity: 4,
    });
    expect(unstaffed.error).toBeNull();
  });

  it('cancels a whole session atomically, giving every client back what their place cost', async () => {
    const booking = await session(2);
    const bought = await a.owner.client.rpc('purchase_option', {
      tenant_id: a.id,
      client_id: clients[0],
      option_id: pack,
    });
    expect(bought.error).toBeNull();
    const onPack = await enroll(booking.id, clients[0] as string, pack);
    const dropped = await enroll(booking.id, clients[1] as string);
    const waiting = await enroll(booking.id, clients[2] as string);
    expect(waiting.status).toBe('waitlisted');
    const balance = async (client: string) =>
      (
        (await a.staff.client.from('client_balances').select().eq('client_id', client).single())
          .data as Row
      ).balance_minor;
    const creditsLeft = async () =>
      (
        (
          await a.staff.client
            .from('client_credits')
            .select('credits_remaining')
            .eq('client_id', clients[0])
            .single()
        ).data as Row
      ).credits_remaining;
    expect(await creditsLeft()).toBe(4);
    const owedBefore = await balance(clients[1] as string);

    const byClient = await a.client.client.rpc('cancel_booking', { booking_id: booking.id });
    expect(byClient.error?.code).toBe('booking_not_found');
    const cancelled = await a.staff.client.rpc('cancel_booking', {
      booking_id: booking.id,
      reason: 'The teacher is ill',
    });
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toEqual({
      booking_id: booking.id,
      places_cancelled: 3,
      credits_returned: 1,
      money_returned_minor: 1500,
      currency: 'GBP',
    });
    expect(await creditsLeft()).toBe(5);
    expect(await balance(clients[1] as string)).toBe((owedBefore as number) + 1500);
    const places = (
      await a.staff.client
        .from('enrollments')
        .select('id, status, waitlist_position')
        .eq('booking_id', booking.id)
    ).data as Row[];
    expect(places).toHaveLength(3);
    expect(places.every((p) => p.status === 'cancelled' && p.waitlist_position === null)).toBe(
      true,
    );
    expect(await summary(booking.id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The teacher is ill',
      taken: 0,
    });
    const again = await a.staff.client.rpc('cancel_booking', { booking_id: booking.id });
    expect({ status: again.status, code: again.error?.code }).toEqual({
      status: 409,
      code: 'already_cancelled',
    });
    // Nothing more was given back by the refused second call.
    expect(await creditsLeft()).toBe(5);
    expect([onPack.id, dropped.id]).toHaveLength(2);
  });

  it('changes nothing when the cancellation is refused part-way', async () => {
    const booking = await session(2);
    await enroll(booking.id, clients[1] as string);
    const tooLong = await a.staff.client.rpc('cancel_booking', {
      booking_id: booking.id,
      reason: 'x'.repeat(501),
    });
    expect(tooLong.error?.code).toBe('invalid_reason');
    expect(await summary(booking.id)).toMatchObject({ status: 'scheduled', confirmed_count: 1 });
  });
});
