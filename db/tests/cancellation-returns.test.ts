import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import {
  createTestCatalogue,
  type TestCatalogue,
} from '../../src/server/test-support/test-catalogue.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const hour = 3600 * 1000;
const inDays = (days: number, hours = 10) => {
  const at = new Date(Date.now() + days * 24 * hour);
  at.setUTCHours(hours, 0, 0, 0);
  return at.toISOString();
};

describe.each(testDatabaseKinds)('what a cancellation gives back on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'returns-a');
    catalogue = await createTestCatalogue(a);
  });
  afterAll(() => server.stop());

  const ledgerOf = async (placeId: string) =>
    (
      await a.owner.client
        .from('transactions')
        .select('kind, amount_minor')
        .eq('enrollment_id', placeId)
        .order('created_at')
    ).data;

  it('returns what the place was charged, not the price as it is now', async () => {
    const booking = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        starts_at: inDays(5),
        ends_at: inDays(5, 11),
        capacity: 5,
      })
      .select('id')
      .single<{ id: string }>();
    const place = await a.client.client.rpc('enroll', {
      booking_id: booking.data?.id,
      option_id: catalogue.dropIn,
    });
    await a.owner.client
      .from('service_options')
      .update({ price_minor: 2500 })
      .eq('id', catalogue.dropIn);
    const preview = await a.client.client.rpc('cancellation_preview', {
      enrollment_id: place.data.id,
    });
    expect(preview.data).toMatchObject({ returns: 'money', return_minor: 1500 });
    await a.client.client.rpc('cancel_enrollment', { enrollment_id: place.data.id });
    expect(await ledgerOf(place.data.id)).toEqual([
      { kind: 'charge', amount_minor: 1500 },
      { kind: 'adjustment', amount_minor: 1500 },
    ]);
  });

  it("frees the staff member's time when a private appointment is cancelled", async () => {
    const startsAt = inDays(3, 14);
    const slotsAt = async () =>
      (
        await a.client.client.rpc('available_slots', {
          service_id: catalogue.massage,
          option_id: catalogue.variant,
          from: startsAt,
          to: inDays(3, 15),
        })
      ).data as { starts_at: string }[];
    const booked = await a.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: startsAt,
    });
    expect(booked.error).toBeNull();
    expect(await slotsAt()).toEqual([]);

    const cancelled = await a.client.client.rpc('cancel_enrollment', {
      enrollment_id: booked.data.id,
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    const booking = await a.owner.client
      .from('bookings')
      .select('status')
      .eq('id', booked.data.booking_id)
      .single();
    expect(booking.data).toEqual({ status: 'cancelled' });
    expect((await slotsAt()).map((slot) => Date.parse(slot.starts_at))).toContain(
      Date.parse(startsAt),
    );
    const again = await a.client.client.rpc('book_private', {
      service_id: catalogue.massage,
      option_id: catalogue.variant,
      starts_at: startsAt,
    });
    expect(again.error).toBeNull();
  });
});
