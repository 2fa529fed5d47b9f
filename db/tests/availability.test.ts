import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import {
  localDate,
  localTime,
  nextClockChange,
  offsetMinutes,
} from '../../src/server/test-support/clock-changes.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const day = 24 * 3600 * 1000;

interface Setup {
  tenant: TestTenant;
  serviceId: string;
  optionId: string;
  staffId: string;
}

async function privateService(
  tenant: TestTenant,
  zone: string,
  hours: { weekday: number; starts_at: string; ends_at: string }[],
): Promise<Setup> {
  const owner = tenant.owner.client;
  await owner.from('tenants').update({ time_zone: zone }).eq('id', tenant.id);
  const staffId = (
    (await owner.from('staff').select('id').eq('user_id', tenant.owner.id).single()).data as {
      id: string;
    }
  ).id;
  const service = await owner
    .from('services')
    .insert({
      tenant_id: tenant.id,
      kind: 'private',
      name: 'Massage',
      duration_minutes: 60,
      buffer_after_minutes: 15,
      min_notice_minutes: 0,
      max_advance_days: 730,
    })
    .select('id')
    .single();
  const serviceId = (service.data as { id: string }).id;
  const option = await owner
    .from('service_options')
    .insert({
      tenant_id: tenant.id,
      service_id: serviceId,
      kind: 'variant',
      name: '60 minutes',
      price_minor: 6000,
    })
    .select('id')
    .single();
  await owner
    .from('service_staff')
    .insert({ tenant_id: tenant.id, service_id: serviceId, staff_id: staffId });
  const inserted = await owner
    .from('staff_hours')
    .insert(hours.map((h) => ({ tenant_id: tenant.id, staff_id: staffId, ...h })));
  expect(inserted.error).toBeNull();
  return { tenant, serviceId, optionId: (option.data as { id: string }).id, staffId };
}

const slots = async (client: SupabaseClient, setup: Setup, from: string, to: string) => {
  const result = await client.rpc('available_slots', {
    service_id: setup.serviceId,
    option_id: setup.optionId,
    from,
    to,
  });
  expect(result.error).toBeNull();
  return result.data as { starts_at: string; ends_at: string; staff_id: string }[];
};

describe.each(testDatabaseKinds)('available_slots on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
  });
  afterAll(() => server.stop());

  it.each(['Europe/London', 'America/New_York', 'Australia/Sydney'])(
    'keeps local hours across the clock change in %s',
    async (zone) => {
      const { date, forward } = nextClockChange(zone);
      const slug = `dst-${zone.split('/')[1]?.toLowerCase().replace('_', '-')}`;
      const transitionWeekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
        weekday === transitionWeekday
          ? { weekday, starts_at: '00:00', ends_at: '04:00' }
          : { weekday, starts_at: '09:00', ends_at: '10:00' },
      );
      const setup = await privateService(await createTestTenant(server, slug), zone, hours);
      const from = new Date(new Date(`${date}T00:00:00Z`).getTime() - 2 * day).toISOString();
      const to = new Date(new Date(`${date}T00:00:00Z`).getTime() + 3 * day).toISOString();
      const found = await slots(setup.tenant.client.client, setup, from, to);

      // On ordinary days: one 60-minute slot at 09:00 local, whatever the UTC offset.
      const ordinary = found.filter((slot) => localDate(zone, slot.starts_at) !== date);
      expect(ordinary.length).toBeGreaterThanOrEqual(3);
      for (const slot of ordinary) expect(localTime(zone, slot.starts_at)).toBe('09:00');
      const offsets = new Set(
        ordinary.map((slot) => offsetMinutes(zone, new Date(slot.starts_at))),
      );
      expect(offsets.size).toBe(2);

      // 00:00-04:00 on the day of the change lasts 3 real hours (forward) or 5 (back):
      // starts every 15 minutes until an hour before the end.
      const switchDay = found.filter((slot) => localDate(zone, slot.starts_at) === date);
      expect(switchDay).toHaveLength(forward ? 9 : 17);
      expect(localTime(zone, switchDay[0]?.starts_at ?? '')).toBe('00:00');
      expect(localTime(zone, switchDay.at(-1)?.ends_at ?? '')).toBe('04:00');
    },
  );

  describe('rules', () => {
    let setup: Setup;
    let monday: string;
    beforeAll(async () => {
      const every = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        starts_at: '09:00',
        ends_at: '12:00',
      }));
      setup = await privateService(await createTestTenant(server, 'slots-rules'), 'UTC', every);
      const next = new Date();
      next.setUTCDate(next.getUTCDate() + ((8 - next.getUTCDay()) % 7 || 7));
      monday = next.toISOString().slice(0, 10);
    });
    const window = () => [`${monday}T00:00:00Z`, `${monday}T23:59:00Z`] as const;
    const times = async (client = setup.tenant.client.client) =>
      (await slots(client, setup, ...window())).map((slot) => slot.starts_at.slice(11, 16));

    it('offers starts every 15 minutes within the hours', async () => {
      expect(await times()).toEqual([
        '09:00',
        '09:15',
        '09:30',
        '09:45',
        '10:00',
        '10:15',
        '10:30',
        '10:45',
        '11:00',
      ]);
    });

    it('leaves out times taken by a booking (with buffers) or by time off', async () => {
      const owner = setup.tenant.owner.client;
      const booked = await owner.from('bookings').insert({
        tenant_id: setup.tenant.id,
        service_id: setup.serviceId,
        staff_id: setup.staffId,
        starts_at: `${monday}T10:00:00Z`,
        ends_at: `${monday}T11:00:00Z`,
        capacity: 1,
      });
      expect(booked.error).toBeNull();
      // Busy 10:00-11:15: a new hour must end by 10:00 (its own buffer is 15 minutes: 08:45 is
      // outside the hours) and may start at 11:15 at the earliest, which would end after 12:00.
      expect(await times()).toEqual([]);
      await owner.from('bookings').delete().eq('tenant_id', setup.tenant.id);
      await owner.from('staff_time_off').insert({
        tenant_id: setup.tenant.id,
        staff_id: setup.staffId,
        during: `[${monday}T09:00:00Z,${monday}T10:30:00Z)`,
      });
      expect(await times()).toEqual(['10:30', '10:45', '11:00']);
    });

    it('respects minimum notice and maximum advance', async () => {
      await setup.tenant.owner.client
        .from('services')
        .update({ max_advance_days: 1 })
        .eq('id', setup.serviceId);
      const far = new Date(Date.now() + 5 * day).toISOString().slice(0, 10);
      expect(
        await slots(setup.tenant.client.client, setup, `${far}T00:00:00Z`, `${far}T23:00:00Z`),
      ).toEqual([]);
      await setup.tenant.owner.client
        .from('services')
        .update({ max_advance_days: 730 })
        .eq('id', setup.serviceId);
      const soon = await slots(
        setup.tenant.client.client,
        setup,
        new Date().toISOString(),
        new Date(Date.now() + 2 * day).toISOString(),
      );
      for (const slot of soon)
        expect(new Date(slot.starts_at).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    });

    it("refuses bad requests, and shows other businesses' free times too", async () => {
      const client = setup.tenant.client.client;
      const backwards = await client.rpc('available_slots', {
        service_id: setup.serviceId,
        option_id: setup.optionId,
        from: `${monday}T12:00:00Z`,
        to: `${monday}T09:00:00Z`,
      });
      expect(backwards.error?.code).toBe('invalid_range');
      const noOption = await client.rpc('available_slots', {
        service_id: setup.serviceId,
        option_id: setup.staffId,
        from: window()[0],
        to: window()[1],
      });
      expect(noOption.error?.code).toBe('option_not_found');
      const outsider = await createTestTenant(server, 'slots-outsider');
      const outsiders = await outsider.client.client.rpc('available_slots', {
        service_id: setup.serviceId,
        option_id: setup.optionId,
        from: window()[0],
        to: window()[1],
      });
      // Free times are public (the booking page, 0028): an outsider sees them too.
      expect(outsiders.error).toBeNull();
      const missing = await outsider.client.client.rpc('available_slots', {
        service_id: setup.optionId,
        option_id: setup.optionId,
        from: window()[0],
        to: window()[1],
      });
      expect({ status: missing.status, code: missing.error?.code }).toEqual({
        status: 404,
        code: 'service_not_found',
      });
    });
  });
});
