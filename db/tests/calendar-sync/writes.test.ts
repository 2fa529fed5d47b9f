import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import {
  createTestTenant,
  type TestTenant,
} from '../../../src/server/test-support/test-tenants.ts';
import { calendarId, connect, withoutCalendarWorkers } from './calendar-fixture.ts';

interface EventRow {
  calendar: string;
  wanted: boolean;
  version: number;
  written_version: number;
  due: boolean;
}

interface Claimed {
  booking_id: string;
  calendar_id: string;
  calendar_remote_id: string;
  wanted: boolean;
  version: number;
  remote_id: string | null;
  time_zone: string;
  locale: string;
  service_name: string;
  kind: string;
  client_name: string | null;
  booked: number;
  capacity: number;
}

const hour = 3_600_000;
const day = 24 * hour;
// Counted from the next midnight (UTC), so that each time falls inside the staff member's
// hours (00:00–23:45 in London) whatever the time the tests run.
const at = (hoursAhead: number) =>
  new Date(Math.ceil(Date.now() / day) * day + hoursAhead * hour).toISOString();

describe.each(testDatabaseKinds)('the outbox of calendar writes on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let catalogue: TestCatalogue;
  let ownerStaffId: string;
  let work: string;
  let home: string;
  let ownerCalendar: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind, withoutCalendarWorkers);
    tenant = await createTestTenant(server, `cal-writes-${kind}`);
    catalogue = await createTestCatalogue(tenant);
    ownerStaffId =
      (
        await server.db.query<{ id: string }>(
          'select id from public.staff where tenant_id = $1 and user_id = $2',
          [tenant.id, tenant.owner.id],
        )
      ).rows[0]?.id ?? '';
    const staffConnection = await connect(server, tenant, catalogue.staffId, [
      { remote_id: '/work/', name: 'Work', writable: true, primary: true },
      { remote_id: '/home/', name: 'Home', writable: true },
      { remote_id: '/shared/', name: 'Shared', writable: false },
    ]);
    work = await calendarId(server, tenant.id, staffConnection, '/work/');
    home = await calendarId(server, tenant.id, staffConnection, '/home/');
    const ownerConnection = await connect(
      server,
      tenant,
      ownerStaffId,
      [{ remote_id: '/owner/', name: 'Owner', writable: true, primary: true }],
      'owner@example.test',
    );
    ownerCalendar = await calendarId(server, tenant.id, ownerConnection, '/owner/');
  });
  afterAll(() => server.stop());

  const rows = async (bookingId: string) =>
    (
      await server.db.query<EventRow>(
        `select c.name as calendar, e.wanted, e.version::int, e.written_version::int,
                coalesce(e.next_attempt_at <= now(), false) as due
         from calendars.booking_events e join calendars.calendars c on c.id = e.calendar_id
         where e.booking_id = $1 order by c.name`,
        [bookingId],
      )
    ).rows;
  const claim = async () =>
    (await server.db.query<Claimed>('select * from calendars.claim_writes(20)')).rows.map((r) => ({
      ...r,
      version: Number(r.version),
    }));
  const finish = (c: Claimed, remoteId: string | null) =>
    server.db.query(`select calendars.finish_write($1, $2, $3, $4, $5, 'etag')`, [
      tenant.id,
      c.booking_id,
      c.calendar_id,
      c.version,
      remoteId,
    ]);
  const bookPrivate = async (hoursAhead: number) => {
    const booked = await tenant.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: at(hoursAhead),
    });
    expect(booked.error).toBeNull();
    return (booked.data as { booking_id: string }).booking_id;
  };
  const reschedule = (bookingId: string, hoursAhead: number, staffId = catalogue.staffId) =>
    tenant.owner.client.rpc('reschedule_booking', {
      booking_id: bookingId,
      starts_at: at(hoursAhead),
      staff_id: staffId,
      capacity: 1,
    });

  it('writes a new booking to its staff member’s destination, with what the event says', async () => {
    const booking = await bookPrivate(30);
    expect(await rows(booking)).toEqual([
      { calendar: 'Work', wanted: true, version: 1, written_version: 0, due: true },
    ]);
    const [claimed, ...others] = await claim();
    expect(others).toEqual([]);
    expect(claimed).toMatchObject({
      booking_id: booking,
      calendar_id: work,
      calendar_remote_id: '/work/',
      wanted: true,
      version: 1,
      remote_id: null,
      locale: 'en',
      service_name: 'Massage',
      kind: 'private',
      client_name: 'Client of cal-writes-' + kind,
      booked: 1,
      capacity: 1,
    });
    expect(await claim()).toEqual([]);
    await finish(claimed as Claimed, 'event-1.ics');
    expect(await rows(booking)).toEqual([
      { calendar: 'Work', wanted: true, version: 1, written_version: 1, due: false },
    ]);
  });

  it('writes a moved booking again, and again when it moves while being written', async () => {
    const booking = await bookPrivate(40);
    const [first] = await claim();
    await finish(first as Claimed, 'moved.ics');
    expect((await reschedule(booking, 41)).error).toBeNull();
    const [moved] = await claim();
    expect(moved).toMatchObject({ booking_id: booking, version: 2, remote_id: 'moved.ics' });
    expect((await reschedule(booking, 42)).error).toBeNull();
    await finish(moved as Claimed, 'moved.ics');
    expect(await rows(booking)).toEqual([
      { calendar: 'Work', wanted: true, version: 3, written_version: 2, due: true },
    ]);
    const [again] = await claim();
    expect(again).toMatchObject({ version: 3, starts_at: new Date(at(42)) });
    await finish(again as Claimed, 'moved.ics');
    expect((await rows(booking))[0]?.due).toBe(false);
  });

  it('moves the event to the other staff member’s calendar when the booking is given to them', async () => {
    const booking = await bookPrivate(50);
    const [first] = await claim();
    await finish(first as Claimed, 'given.ics');
    expect((await reschedule(booking, 50, ownerStaffId)).error).toBeNull();
    expect(await rows(booking)).toEqual([
      { calendar: 'Owner', wanted: true, version: 1, written_version: 0, due: true },
      { calendar: 'Work', wanted: false, version: 2, written_version: 1, due: true },
    ]);
    const claimed = await claim();
    expect(claimed.map((c) => [c.calendar_id, c.wanted, c.remote_id])).toEqual(
      expect.arrayContaining([
        [ownerCalendar, true, null],
        [work, false, 'given.ics'],
      ]),
    );
    for (const c of claimed) await finish(c, c.wanted ? 'owner.ics' : null);
    expect((await rows(booking)).map((r) => r.due)).toEqual([false, false]);
  });

  it('removes the event of a cancelled booking, and writes nothing for one already over', async () => {
    const booking = await bookPrivate(60);
    const [first] = await claim();
    await finish(first as Claimed, 'cancelled.ics');
    const cancelled = await tenant.owner.client.rpc('cancel_booking', { booking_id: booking });
    expect(cancelled.error).toBeNull();
    expect(await rows(booking)).toEqual([
      { calendar: 'Work', wanted: false, version: 2, written_version: 1, due: true },
    ]);
    const past = await server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
       values ($1, $2, $3, now() - interval '3 hours', now() - interval '2 hours', 1) returning id`,
      [tenant.id, catalogue.massage, catalogue.staffId],
    );
    expect(await rows(past.rows[0]?.id ?? '')).toEqual([]);
    for (const c of await claim()) await finish(c, null);
  });

  it('retries a failed write later, shown on the calendar, at once when the booking moved', async () => {
    const booking = await bookPrivate(70);
    const [claimed] = await claim();
    const fail = () =>
      server.db.query(
        `select calendars.write_failed($1, $2, $3, $4, 'calendar_unreachable', interval '10 minutes')`,
        [tenant.id, booking, work, claimed?.version],
      );
    await fail();
    expect(await rows(booking)).toEqual([
      { calendar: 'Work', wanted: true, version: 1, written_version: 0, due: false },
    ]);
    const shown = await tenant.staff.client
      .from('staff_calendars')
      .select('pending_writes, write_error_code')
      .eq('id', work)
      .single();
    expect(shown.data).toEqual({ pending_writes: 1, write_error_code: 'calendar_unreachable' });
    expect((await reschedule(booking, 71)).error).toBeNull();
    await fail();
    expect((await rows(booking))[0]).toMatchObject({ version: 2, due: true });
    for (const c of await claim()) await finish(c, 'retried.ics');
  });

  it('moves upcoming events to the newly chosen destination, and refuses one that cannot be written', async () => {
    const booking = await bookPrivate(80);
    for (const c of await claim()) await finish(c, 'switch.ics');
    const chosen = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: home,
      blocks: null,
      receives_bookings: true,
    });
    expect(chosen.error).toBeNull();
    expect(await rows(booking)).toEqual([
      { calendar: 'Home', wanted: true, version: 1, written_version: 0, due: true },
      { calendar: 'Work', wanted: false, version: 2, written_version: 1, due: true },
    ]);
    const destinations = await tenant.staff.client
      .from('staff_calendars')
      .select('name')
      .eq('receives_bookings', true)
      .eq('staff_id', catalogue.staffId);
    expect(destinations.data).toEqual([{ name: 'Home' }]);
    const shared = (
      await server.db.query<{ id: string }>(
        `select id from calendars.calendars where name = 'Shared' and tenant_id = $1`,
        [tenant.id],
      )
    ).rows[0]?.id;
    const refused = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: shared,
      blocks: true,
      receives_bookings: true,
    });
    expect(refused.error).toMatchObject({ code: 'calendar_not_writable' });
    const dropped = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: home,
      blocks: null,
      receives_bookings: false,
    });
    expect(dropped.error).toBeNull();
    expect((await rows(booking)).map((r) => [r.calendar, r.wanted])).toEqual([
      ['Home', false],
      ['Work', false],
    ]);
  });
});
