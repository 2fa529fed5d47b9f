import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDate,
  localTime,
  nextClockChange,
} from '../../src/server/test-support/clock-changes.ts';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const day = 24 * 3600 * 1000;
const dayOf = (date: string, shift: number) =>
  new Date(new Date(`${date}T12:00:00Z`).getTime() + shift * day).toISOString().slice(0, 10);

async function groupService(tenant: TestTenant, zone: string) {
  await tenant.owner.client.from('tenants').update({ time_zone: zone }).eq('id', tenant.id);
  const service = await tenant.owner.client
    .from('services')
    .insert({
      tenant_id: tenant.id,
      kind: 'group',
      name: 'Evening flow',
      duration_minutes: 60,
      capacity: 8,
    })
    .select('id')
    .single();
  return (service.data as { id: string }).id;
}

describe.each(testDatabaseKinds)('timetables and check-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  it.each(['Europe/London', 'America/New_York', 'Australia/Sydney'])(
    'keeps a daily 18:00 class at 18:00 local across the clock change in %s',
    async (zone) => {
      const tenant = await createTestTenant(
        server,
        `series-${zone.split('/')[1]?.toLowerCase().replace('_', '-')}`,
      );
      const serviceId = await groupService(tenant, zone);
      const { date } = nextClockChange(zone);
      const series = await tenant.staff.client.rpc('schedule_series', {
        service_id: serviceId,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        local_start: '18:00',
        first_day: dayOf(date, -3),
        last_day: dayOf(date, 3),
      });
      expect(series.error).toBeNull();
      const { data } = await tenant.staff.client
        .from('bookings')
        .select('starts_at, ends_at, capacity')
        .eq('series_id', (series.data as { id: string }).id)
        .order('starts_at');
      const sessions = data as { starts_at: string; ends_at: string; capacity: number }[];
      expect(sessions.map((s) => localDate(zone, s.starts_at))).toEqual(
        [-3, -2, -1, 0, 1, 2, 3].map((shift) => dayOf(date, shift)),
      );
      for (const session of sessions) {
        expect(localTime(zone, session.starts_at)).toBe('18:00');
        expect(new Date(session.ends_at).getTime() - new Date(session.starts_at).getTime()).toBe(
          3600_000,
        );
        expect(session.capacity).toBe(8);
      }
    },
  );

  it('creates nothing when one session would double-book the instructor, and says which', async () => {
    const tenant = await createTestTenant(server, 'series-busy');
    const serviceId = await groupService(tenant, 'UTC');
    const staffId = (
      (await tenant.owner.client.from('staff').select('id').eq('user_id', tenant.staff.id).single())
        .data as { id: string }
    ).id;
    const first = dayOf(new Date().toISOString().slice(0, 10), 10);
    await tenant.staff.client.from('bookings').insert({
      tenant_id: tenant.id,
      service_id: serviceId,
      staff_id: staffId,
      starts_at: `${dayOf(first, 2)}T18:30:00Z`,
      ends_at: `${dayOf(first, 2)}T19:30:00Z`,
      capacity: 8,
    });
    const series = await tenant.staff.client.rpc('schedule_series', {
      service_id: serviceId,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      local_start: '18:00',
      first_day: first,
      last_day: dayOf(first, 6),
      staff_id: staffId,
    });
    expect({ status: series.status, code: series.error?.code }).toEqual({
      status: 409,
      code: 'staff_busy',
    });
    expect(series.error?.message).toMatch(/already booked on \w+ \d{2} \w{3} \d{4} at 18:00/);
    expect((await tenant.staff.client.from('booking_series').select()).data).toEqual([]);
    expect((await tenant.staff.client.from('bookings').select('id')).data).toHaveLength(1);
    const client = await tenant.client.client.rpc('schedule_series', {
      service_id: serviceId,
      weekdays: [1],
      local_start: '09:00',
      first_day: first,
      last_day: first,
    });
    expect(client.error?.code).toBe('service_not_found');
  });

  it('checks clients in: staff any time, clients themselves around the start', async () => {
    const tenant = await createTestTenant(server, 'checkin');
    const serviceId = await groupService(tenant, 'UTC');
    const option = await tenant.owner.client
      .from('service_options')
      .insert({
        tenant_id: tenant.id,
        service_id: serviceId,
        kind: 'drop_in',
        name: 'Drop-in',
        price_minor: 0,
      })
      .select('id')
      .single();
    const makeSession = async (startsInMinutes: number) =>
      (
        (
          await tenant.staff.client
            .from('bookings')
            .insert({
              tenant_id: tenant.id,
              service_id: serviceId,
              starts_at: new Date(Date.now() + startsInMinutes * 60_000).toISOString(),
              ends_at: new Date(Date.now() + (startsInMinutes + 60) * 60_000).toISOString(),
              capacity: 8,
            })
            .select('id')
            .single()
        ).data as { id: string }
      ).id;
    const enrol = async (booking: string) =>
      (
        (
          await tenant.client.client.rpc('enroll', {
            booking_id: booking,
            option_id: (option.data as { id: string }).id,
          })
        ).data as { id: string }
      ).id;

    const soon = await enrol(await makeSession(10));
    const self = await tenant.client.client.rpc('check_in', { enrollment_id: soon });
    expect(self.data).toMatchObject({
      status: 'present',
      method: 'self',
      checked_in_by: tenant.client.id,
    });

    const later = await enrol(await makeSession(24 * 60));
    const early = await tenant.client.client.rpc('check_in', { enrollment_id: later });
    expect({ status: early.status, code: early.error?.code }).toEqual({
      status: 409,
      code: 'check_in_closed',
    });
    const absent = await tenant.staff.client.rpc('check_in', {
      enrollment_id: later,
      status: 'absent',
    });
    expect(absent.data).toMatchObject({ status: 'absent', method: 'staff', checked_in_at: null });
    expect(
      (await tenant.staff.client.from('enrollments').select('status').eq('id', later).single())
        .data,
    ).toEqual({ status: 'no_show' });
    const present = await tenant.staff.client.rpc('check_in', {
      enrollment_id: later,
      status: 'late',
    });
    expect(present.data).toMatchObject({ status: 'late' });
    expect(
      (await tenant.staff.client.from('enrollments').select('status').eq('id', later).single())
        .data,
    ).toEqual({ status: 'confirmed' });
    const bad = await tenant.staff.client.rpc('check_in', {
      enrollment_id: later,
      status: 'sleeping',
    });
    expect(bad.error?.code).toBe('invalid_status');
    const outsider = await createTestTenant(server, 'checkin-other');
    const foreign = await outsider.staff.client.rpc('check_in', { enrollment_id: later });
    expect(foreign.error?.code).toBe('enrollment_not_found');
  });
});
