import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestCatalogue } from '../../src/server/test-support/test-catalogue.ts';
import { createTestTenant } from '../../src/server/test-support/test-tenants.ts';

// Issue 18, point 8: 200 enrollments sent at once into a session of 10 places (on PostgreSQL
// over the server's pool of connections) give exactly one confirmation to each confirmed
// client and one waitlist message to each waitlisted one, and each reaches the mailbox once.

describe.each(testDatabaseKinds)('messages of 200 enrollments at once on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { MESSAGE_POLL_SECONDS: '1' });
  });
  afterAll(() => server.stop());

  it('tells each confirmed and each waitlisted client once', { timeout: 120_000 }, async () => {
    const a = await createTestTenant(server, 'race');
    const { yoga, dropIn } = await createTestCatalogue(a, 10);
    const starts = Date.now() + 3 * 86_400_000;
    const booking = await a.staff.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: yoga,
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3_600_000).toISOString(),
        capacity: 10,
      })
      .select('id')
      .single<{ id: string }>();
    const clients = await a.staff.client
      .from('clients')
      .insert(
        Array.from({ length: 200 }, (_, n) => ({
          tenant_id: a.id,
          full_name: `Racer ${n}`,
          email: `racer${n}@race.test`,
        })),
      )
      .select('id')
      .returns<{ id: string }[]>();
    const places = await Promise.all(
      (clients.data ?? []).map(async ({ id }) => {
        const { data, error } = await a.staff.client.rpc('enroll', {
          booking_id: booking.data?.id,
          option_id: dropIn,
          client_id: id,
        });
        if (error) throw new Error(error.message);
        return data as { client_id: string; status: string };
      }),
    );
    const confirmed = places.filter((p) => p.status === 'confirmed').map((p) => p.client_id);
    const waiting = places.filter((p) => p.status === 'waitlisted').map((p) => p.client_id);
    expect([confirmed.length, waiting.length]).toEqual([10, 190]);

    const { rows } = await server.db.query<{ client_id: string; kind: string; count: number }>(
      `select client_id, kind, count(*)::int as count from messaging.messages
       where booking_id = $1 group by client_id, kind`,
      [booking.data?.id],
    );
    const told = (kind: string) =>
      rows
        .filter((row) => row.kind === kind && row.count === 1)
        .map((row) => row.client_id)
        .sort();
    expect(rows).toHaveLength(200);
    expect(told('place_confirmed')).toEqual([...confirmed].sort());
    expect(told('waitlist_joined')).toEqual([...waiting].sort());
    const { rows: positions } = await server.db.query<{ count: number }>(
      `select count(distinct snapshot -> 'place' ->> 'waitlist_position')::int as count
       from messaging.messages where booking_id = $1 and kind = 'waitlist_joined'`,
      [booking.data?.id],
    );
    expect(positions[0]?.count).toBe(190);

    // Delivered: one mailbox message per client, none twice.
    const delivered = async () =>
      (
        await server.db.query<{ addresses: number; messages: number }>(
          `select count(distinct to_address)::int as addresses, count(*)::int as messages
           from platform.mailbox_messages where to_address like 'racer%@race.test'`,
        )
      ).rows[0];
    await expect
      .poll(delivered, { timeout: 60_000, interval: 500 })
      .toEqual({ addresses: 200, messages: 200 });
  });
});
