import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

type Place = { id: string; status: string };

describe.each(testDatabaseKinds)('lapsed offers released on a timer on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { OFFER_SWEEP_SECONDS: '1' });
    a = await createTestTenant(server, 'sweep');
  });
  afterAll(() => server.stop());

  it('gives a lapsed offer to the next in line without anyone touching the session', async () => {
    const owner = a.owner.client;
    await owner
      .from('tenants')
      .update({ waitlist_mode: 'offer', waitlist_offer_minutes: 30 })
      .eq('id', a.id);
    const service = await owner
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 1 })
      .select('id')
      .single();
    const serviceId = (service.data as { id: string }).id;
    const option = await owner
      .from('service_options')
      .insert({
        tenant_id: a.id,
        service_id: serviceId,
        kind: 'drop_in',
        name: 'Drop-in',
        price_minor: 0,
      })
      .select('id')
      .single();
    const starts = Date.now() + 2 * 86_400_000;
    const booking = await owner
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: serviceId,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3_600_000).toISOString(),
        capacity: 1,
      })
      .select('id')
      .single();
    const places: Place[] = [];
    for (const name of ['First', 'Second', 'Third']) {
      const client = await owner
        .from('clients')
        .insert({ tenant_id: a.id, full_name: name })
        .select('id')
        .single();
      const place = await a.staff.client.rpc('enroll', {
        booking_id: (booking.data as { id: string }).id,
        option_id: (option.data as { id: string }).id,
        client_id: (client.data as { id: string }).id,
      });
      places.push(place.data as Place);
    }
    const [first, second, third] = places as [Place, Place, Place];
    await a.staff.client.rpc('cancel_enrollment', { enrollment_id: first.id });
    // The second in line has the offer; it lapses as if its time had run out.
    await server.db.query(
      "update public.enrollments set offer_expires_at = now() - interval '1 second' where id = $1",
      [second.id],
    );

    const statuses = async () => {
      const { data } = await owner
        .from('enrollments')
        .select('id, status')
        .in('id', [second.id, third.id]);
      return Object.fromEntries((data as Place[]).map((place) => [place.id, place.status]));
    };
    await expect.poll(statuses, { timeout: 10_000, interval: 250 }).toEqual({
      [second.id]: 'cancelled',
      [third.id]: 'offered',
    });
    const { rows } = await server.db.query<{ swept: number }>(
      'select app.sweep_lapsed_offers() as swept',
    );
    expect(rows[0]?.swept).toBe(0);
  });
});
