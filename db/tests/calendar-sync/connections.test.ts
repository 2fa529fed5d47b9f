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
  calendarsOf,
  connect,
  finishSync,
  instance,
  withoutCalendarWorkers,
} from './calendar-fixture.ts';

const found = [
  { remote_id: '/dav/work/', name: 'Work', colour: '#FF2968FF', writable: true, primary: true },
  { remote_id: '/dav/holidays/', name: 'Holidays', colour: 'blue', writable: false },
  { remote_id: '/dav/home/', name: '  ', writable: true },
];

describe.each(testDatabaseKinds)('calendar connections on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind, withoutCalendarWorkers);
    tenant = await createTestTenant(server, `cal-connect-${kind}`);
    catalogue = await createTestCatalogue(tenant);
  });
  afterAll(() => server.stop());

  const connection = async (id: string) =>
    (
      await server.db.query<{ error_code: string | null; secret: string }>(
        `select error_code, encode(secret_sealed, 'hex') as secret
         from calendars.connections where id = $1`,
        [id],
      )
    ).rows[0];

  it('knows who may connect: active staff of the business only', async () => {
    const ask = (userId: string) =>
      server.db
        .query<{ id: string | null }>('select calendars.staff_of_user($1, $2) as id', [
          tenant.id,
          userId,
        ])
        .then((r) => r.rows[0]?.id);
    expect(await ask(tenant.staff.id)).toBe(catalogue.staffId);
    expect(await ask(tenant.client.id)).toBeNull();
    await server.db.query('update public.staff set active = false where id = $1', [
      catalogue.staffId,
    ]);
    expect(await ask(tenant.staff.id)).toBeNull();
    await server.db.query('update public.staff set active = true where id = $1', [
      catalogue.staffId,
    ]);
  });

  it('keeps the calendars found: all blocking and due, the primary writable one the destination', async () => {
    const id = await connect(server, tenant, catalogue.staffId, found);
    const calendars = await calendarsOf(server, tenant.id, id);
    expect(calendars.map((c) => [c.remote_id, c.name, c.colour, c.writable])).toEqual([
      ['/dav/holidays/', 'Holidays', null, false],
      ['/dav/home/', '/dav/home/', null, true],
      ['/dav/work/', 'Work', '#FF2968', true],
    ]);
    expect(calendars.every((c) => c.blocks && c.next_sync_at !== null)).toBe(true);
    expect(calendars.filter((c) => c.receives_bookings).map((c) => c.remote_id)).toEqual([
      '/dav/work/',
    ]);
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, id]);
  });

  it('takes the same account again as a reconnection: new secrets, choices kept, calendars merged', async () => {
    const first = await connect(server, tenant, catalogue.staffId, found, 'again@example.test');
    const home = await calendarId(server, tenant.id, first, '/dav/home/');
    await server.db.query('update calendars.calendars set blocks = false where id = $1', [home]);
    await server.db.query(`select calendars.connection_failed($1, $2, 'calendar_auth_failed')`, [
      tenant.id,
      first,
    ]);
    expect((await connection(first))?.error_code).toBe('calendar_auth_failed');
    const again = await connect(
      server,
      tenant,
      catalogue.staffId,
      [
        { remote_id: '/dav/home/', name: 'Home', writable: true },
        { remote_id: '/dav/work/', name: 'Work (renamed)', writable: true, primary: true },
        { remote_id: '/dav/gym/', name: 'Gym', writable: true, primary: true },
      ],
      'again@example.test',
    );
    expect(again).toBe(first);
    expect(await connection(first)).toEqual({ error_code: null, secret: 'ab'.repeat(40) });
    const calendars = await calendarsOf(server, tenant.id, first);
    expect(calendars.map((c) => [c.remote_id, c.name, c.blocks, c.receives_bookings])).toEqual([
      ['/dav/gym/', 'Gym', true, false],
      ['/dav/home/', 'Home', false, false],
      ['/dav/work/', 'Work (renamed)', true, true],
    ]);
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, first]);
    expect(await connection(first)).toBeUndefined();
    expect(await calendarsOf(server, tenant.id, first)).toEqual([]);
  });

  it('reads a connection’s blocking calendars at once when its staff member asks, and shows how they did', async () => {
    const id = await connect(server, tenant, catalogue.staffId, found, 'now@example.test');
    const work = await calendarId(server, tenant.id, id, '/dav/work/');
    const holidays = await calendarId(server, tenant.id, id, '/dav/holidays/');
    await finishSync(server, tenant.id, work, [
      { remote_id: 'a.ics', busy: [instance(new Date(Date.now() + 86_400_000), 30)] },
    ]);
    await finishSync(server, tenant.id, holidays, []);
    const off = await tenant.staff.client.rpc('set_calendar_use', {
      calendar_id: holidays,
      blocks: false,
      receives_bookings: null,
    });
    expect(off.error).toBeNull();
    const asked = await tenant.staff.client.rpc('sync_calendars_now', { connection_id: id });
    expect(asked.error).toBeNull();
    const due = await server.db.query<{ remote_id: string; due: boolean | null }>(
      'select remote_id, next_sync_at <= now() as due from calendars.calendars where connection_id = $1',
      [id],
    );
    expect(Object.fromEntries(due.rows.map((c) => [c.remote_id, c.due]))).toEqual({
      '/dav/holidays/': null,
      '/dav/home/': true,
      '/dav/work/': true,
    });
    const shown = await tenant.staff.client
      .from('staff_calendars')
      .select('id, blocks, busy_count, synced_at')
      .eq('connection_id', id);
    const byId = Object.fromEntries(
      (shown.data ?? []).map((c) => [c.id, [c.blocks, c.busy_count, c.synced_at !== null]]),
    );
    expect(byId).toEqual({
      [work]: [true, 1, true],
      [holidays]: [false, 0, true],
      [await calendarId(server, tenant.id, id, '/dav/home/')]: [true, 0, false],
    });
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, id]);
  });

  it('keeps nothing of what is not a list: no calendar, no busy event', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      `select calendars.add_connection($1, gen_random_uuid(), $2, 'caldav', 'odd@example.test',
         'https://dav.example.test/', decode($3, 'hex'), null, null, $4::jsonb) as id`,
      [tenant.id, catalogue.staffId, 'ab'.repeat(40), '{"remote_id": "/x/"}'],
    );
    const id = rows[0]?.id ?? '';
    expect(await calendarsOf(server, tenant.id, id)).toEqual([]);
    const odd = await connect(server, tenant, catalogue.staffId, [
      { remote_id: '/odd/', name: 'Odd', writable: true },
    ]);
    const calendar = await calendarId(server, tenant.id, odd, '/odd/');
    await server.db.query(
      `select calendars.finish_sync($1, $2, '{"busy": []}'::jsonb, null, interval '1 minute')`,
      [tenant.id, calendar],
    );
    await finishSync(server, tenant.id, calendar, [
      { remote_id: 'no-times.ics', busy: [] },
      { remote_id: '', busy: [instance(new Date(), 30)] },
    ]);
    const kept = await server.db.query(
      'select 1 from calendars.busy_events where calendar_id = $1',
      [calendar],
    );
    expect(kept.rows).toEqual([]);
    for (const connection of [id, odd])
      await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, connection]);
  });

  it('leases due calendars to one sync worker at a time, with the window and the time zone', async () => {
    await server.db.query(`update public.tenants set time_zone = 'Europe/Berlin' where id = $1`, [
      tenant.id,
    ]);
    await server.db.query('update public.services set max_advance_days = 90 where id = $1', [
      catalogue.massage,
    ]);
    const id = await connect(server, tenant, catalogue.staffId, found, 'lease@example.test');
    const claim = () =>
      server.db.query<{
        calendar_id: string;
        connection_id: string;
        time_zone: string;
        days_ahead: number;
        hours_back: number;
      }>(
        `select calendar_id, connection_id, time_zone,
                round(extract(epoch from window_to - now()) / 86400)::int as days_ahead,
                round(extract(epoch from now() - window_from) / 3600)::int as hours_back
         from calendars.claim_syncs(10)`,
      );
    const claimed = (await claim()).rows;
    expect(claimed).toHaveLength(3);
    expect(claimed[0]).toMatchObject({
      connection_id: id,
      time_zone: 'Europe/Berlin',
      days_ahead: 91,
      hours_back: 24,
    });
    expect((await claim()).rows).toEqual([]);
    const leased = await server.db.query<{ minutes: number }>(
      `select round(extract(epoch from next_sync_at - now()) / 60)::int as minutes
       from calendars.calendars where connection_id = $1`,
      [id],
    );
    expect(leased.rows.map((r) => r.minutes)).toEqual([2, 2, 2]);
    const work = await calendarId(server, tenant.id, id, '/dav/work/');
    await server.db.query('select calendars.sync_now($1, $2)', [tenant.id, work]);
    expect((await claim()).rows.map((r) => r.calendar_id)).toEqual([work]);
    // Read to its end without a request in between, it is due again minutes later.
    await finishSync(server, tenant.id, work, []);
    expect((await claim()).rows).toEqual([]);
    // A push while it is being read may tell of a change the read began too early to see: as
    // that read ends the calendar is due again at once, not minutes later.
    await server.db.query('update calendars.calendars set next_sync_at = now() where id = $1', [
      work,
    ]);
    expect((await claim()).rows.map((r) => r.calendar_id)).toEqual([work]);
    await server.db.query('select calendars.sync_now($1, $2)', [tenant.id, work]);
    await finishSync(server, tenant.id, work, []);
    expect((await claim()).rows.map((r) => r.calendar_id)).toEqual([work]);
    await finishSync(server, tenant.id, work, []);
    expect((await claim()).rows).toEqual([]);
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, id]);
  });

  it('replaces a calendar’s busy events at each sync, leaving out the events of our own bookings', async () => {
    const id = await connect(server, tenant, catalogue.staffId, found, 'events@example.test');
    const work = await calendarId(server, tenant.id, id, '/dav/work/');
    const booking = await server.db.query<{ id: string }>(
      `insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
       values ($1, $2, $3, now() + interval '3 days', now() + interval '3 days 1 hour', 1)
       returning id`,
      [tenant.id, catalogue.massage, catalogue.staffId],
    );
    const ours = `${booking.rows[0]?.id}@bookings.example.test`;
    const tomorrow = new Date(Date.now() + 86_400_000);
    await finishSync(server, tenant.id, work, [
      { remote_id: 'a.ics', uid: 'a@x', title: 'Dentist', busy: [instance(tomorrow, 60)] },
      {
        remote_id: 'weekly.ics',
        uid: 'w@x',
        title: 'Team',
        busy: [instance(tomorrow, 30), instance(new Date(tomorrow.getTime() + 7 * 86_400_000), 30)],
      },
      { remote_id: 'ours.ics', uid: ours, title: 'Massage', busy: [instance(tomorrow, 60)] },
      { remote_id: 'none.ics', uid: 'n@x', title: 'Reversed', busy: [instance(tomorrow, -5)] },
      {
        remote_id: 'stranger.ics',
        uid: '00000000-0000-4000-8000-000000000000@elsewhere',
        busy: [instance(tomorrow, 15)],
      },
    ]);
    const events = async () =>
      (
        await server.db.query<{ remote_id: string; title: string | null; instances: number }>(
          `select remote_id, title, (select count(*) from unnest(busy))::int as instances
           from calendars.busy_events where calendar_id = $1 order by remote_id`,
          [work],
        )
      ).rows;
    expect(await events()).toEqual([
      { remote_id: 'a.ics', title: 'Dentist', instances: 1 },
      { remote_id: 'stranger.ics', title: null, instances: 1 },
      { remote_id: 'weekly.ics', title: 'Team', instances: 2 },
    ]);
    await server.db.query(
      `select calendars.sync_failed($1, $2, 'calendar_unreachable', interval '1 minute')`,
      [tenant.id, work],
    );
    await finishSync(server, tenant.id, work, null, 'token-2');
    const kept = await server.db.query<{
      sync_state: string;
      sync_error_code: string | null;
      sync_failures: number;
    }>(`select sync_state, sync_error_code, sync_failures from calendars.calendars where id = $1`, [
      work,
    ]);
    expect(kept.rows[0]).toEqual({
      sync_state: 'token-2',
      sync_error_code: null,
      sync_failures: 0,
    });
    expect(await events()).toHaveLength(3);
    await finishSync(server, tenant.id, work, [
      { remote_id: 'a.ics', uid: 'a@x', title: 'Dentist', busy: [instance(tomorrow, 90)] },
    ]);
    expect(await events()).toEqual([{ remote_id: 'a.ics', title: 'Dentist', instances: 1 }]);
    // A calendar that stopped blocking while it was read keeps nothing it read.
    await server.db.query(
      'update calendars.calendars set blocks = false, next_sync_at = null where id = $1',
      [work],
    );
    await server.db.query('delete from calendars.busy_events where calendar_id = $1', [work]);
    await finishSync(server, tenant.id, work, [
      { remote_id: 'late.ics', uid: 'l@x', busy: [instance(tomorrow, 30)] },
    ]);
    expect(await events()).toEqual([]);
    await server.db.query('select calendars.remove_connection($1, $2)', [tenant.id, id]);
  });
});
