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
import {
  calendarId,
  connect,
  finishSync,
  instance,
  type ReadEvent,
  withoutCalendarWorkers,
} from './calendar-fixture.ts';

// A busy event 10:00–11:00 (UTC) three days ahead, and a massage of 60 minutes with buffers of
// 10 minutes before and 15 after: a start s is taken when [s − 10 min, s + 75 min) meets it.
describe.each(testDatabaseKinds)('busy times of calendars on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let catalogue: TestCatalogue;
  let ownerStaffId: string;
  let work: string;
  let day: string;
  const busy: ReadEvent = { remote_id: 'dentist.ics', uid: 'd@x', title: 'Dentist', busy: [] };

  beforeAll(async () => {
    server = await startTestServerOn(kind, withoutCalendarWorkers);
    tenant = await createTestTenant(server, `cal-busy-${kind}`);
    catalogue = await createTestCatalogue(tenant);
    await server.db.query(`update public.tenants set time_zone = 'UTC' where id = $1`, [tenant.id]);
    await server.db.query(
      'update public.services set buffer_before_minutes = 10, buffer_after_minutes = 15 where id = $1',
      [catalogue.massage],
    );
    ownerStaffId =
      (
        await server.db.query<{ id: string }>(
          'select id from public.staff where tenant_id = $1 and user_id = $2',
          [tenant.id, tenant.owner.id],
        )
      ).rows[0]?.id ?? '';
    await server.db.query(
      'insert into public.service_staff (tenant_id, service_id, staff_id) values ($1, $2, $3)',
      [tenant.id, catalogue.massage, ownerStaffId],
    );
    await server.db.query(
      `insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
       select $1, $2, d, '00:00', '23:45' from generate_series(1, 7) d`,
      [tenant.id, ownerStaffId],
    );
    day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    busy.busy = [instance(`${day}T10:00:00Z`, 60)];
    const connection = await connect(server, tenant, catalogue.staffId, [
      { remote_id: '/work/', name: 'Work', writable: true },
    ]);
    work = await calendarId(server, tenant.id, connection, '/work/');
    await finishSync(server, tenant.id, work, [busy]);
  });
  afterAll(() => server.stop());

  const starts = async (staffId?: string) => {
    const found = await tenant.client.client.rpc('available_slots', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      from: `${day}T08:00:00Z`,
      to: `${day}T13:00:00Z`,
      staff_id: staffId ?? null,
    });
    expect(found.error).toBeNull();
    return (found.data as { starts_at: string; staff_id: string }[]).map(
      (slot) => `${slot.starts_at.slice(11, 16)}${slot.staff_id === ownerStaffId ? ' owner' : ''}`,
    );
  };
  const quarterHours = (from: string, to: string, suffix = '') => {
    const result: string[] = [];
    for (
      let t = Date.parse(`${day}T${from}:00Z`);
      t <= Date.parse(`${day}T${to}:00Z`);
      t += 900_000
    )
      result.push(new Date(t).toISOString().slice(11, 16) + suffix);
    return result;
  };

  it('blocks exactly the starts whose buffered time meets the busy event', async () => {
    expect(await starts(catalogue.staffId)).toEqual([
      ...quarterHours('08:00', '08:45'),
      ...quarterHours('11:15', '12:00'),
    ]);
  });

  it('leaves another staff member free', async () => {
    expect(await starts(ownerStaffId)).toEqual(quarterHours('08:00', '12:00', ' owner'));
  });

  it('refuses to book or move an appointment into busy time', async () => {
    const refused = await tenant.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: `${day}T10:30:00Z`,
      staff_id: catalogue.staffId,
    });
    expect(refused.error).toMatchObject({ code: 'slot_taken' });
    const booked = await tenant.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: `${day}T12:00:00Z`,
      staff_id: catalogue.staffId,
    });
    expect(booked.error).toBeNull();
    const bookingId = (booked.data as { booking_id: string }).booking_id;
    const move = (time: string) =>
      tenant.owner.client.rpc('reschedule_booking', {
        booking_id: bookingId,
        starts_at: `${day}T${time}:00Z`,
        staff_id: catalogue.staffId,
        capacity: 1,
      });
    expect((await move('09:00')).error).toMatchObject({ code: 'slot_taken' });
    expect((await move('08:45')).error).toBeNull();
    const cancelled = await tenant.owner.client.rpc('cancel_booking', { booking_id: bookingId });
    expect(cancelled.error).toBeNull();
  });

  it('never lets an event of ours block: its UID names a booking of the business', async () => {
    const booking = await server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
       values ($1, $2, $3, $4, $5, 1) returning id`,
      [tenant.id, catalogue.massage, ownerStaffId, `${day}T20:00:00Z`, `${day}T21:00:00Z`],
    );
    await finishSync(server, tenant.id, work, [
      busy,
      {
        remote_id: 'ours.ics',
        uid: `${booking.rows[0]?.id}@bookings.example.test`,
        busy: [instance(`${day}T08:00:00Z`, 60)],
      },
    ]);
    expect((await starts(catalogue.staffId))[0]).toBe('08:00');
  });

  it('frees the time at once when the calendar stops blocking, and blocks it again after a sync', async () => {
    const off = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: work,
      blocks: false,
      receives_bookings: null,
    });
    expect(off.error).toBeNull();
    expect(await starts(catalogue.staffId)).toEqual(quarterHours('08:00', '12:00'));
    const on = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: work,
      blocks: true,
      receives_bookings: null,
    });
    expect(on.error).toBeNull();
    const due = await server.db.query<{ due: boolean; sync_state: string | null }>(
      'select next_sync_at <= now() as due, sync_state from calendars.calendars where id = $1',
      [work],
    );
    expect(due.rows[0]).toEqual({ due: true, sync_state: null });
    await finishSync(server, tenant.id, work, [busy]);
    expect(await starts(catalogue.staffId)).toHaveLength(8);
  });

  it('flags a group session that collides, naming the event to its staff member alone', async () => {
    const session = await tenant.staff.client
      .from('bookings')
      .insert({
        tenant_id: tenant.id,
        service_id: catalogue.yoga,
        staff_id: catalogue.staffId,
        starts_at: `${day}T10:30:00Z`,
        ends_at: `${day}T11:30:00Z`,
        capacity: 5,
      })
      .select('id')
      .single();
    expect(session.error).toBeNull();
    const conflicts = (client = tenant.staff.client) =>
      client
        .from('calendar_conflicts')
        .select('booking_id, staff_id, calendar_id, starts_at, ends_at, title')
        .eq('tenant_id', tenant.id);
    const expected = {
      booking_id: (session.data as { id: string }).id,
      staff_id: catalogue.staffId,
      calendar_id: work,
      starts_at: `${day}T10:00:00+00:00`,
      ends_at: `${day}T11:00:00+00:00`,
    };
    expect((await conflicts()).data).toEqual([{ ...expected, title: 'Dentist' }]);
    expect((await conflicts(tenant.owner.client)).data).toEqual([{ ...expected, title: null }]);
    expect((await conflicts(tenant.client.client)).data).toEqual([]);
    await tenant.staff.client
      .from('bookings')
      .update({ status: 'cancelled', cancelled_at: new Date().toISOString() })
      .eq('id', expected.booking_id);
    expect((await conflicts()).data).toEqual([]);
  });
});
