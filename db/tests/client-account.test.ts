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
import { createTestUser } from '../../src/server/test-support/test-users.ts';

// Issue #7: the client area's own profile (update_own_profile) and places (client_places).
describe.each(testDatabaseKinds)('the client account on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let catalogue: TestCatalogue;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'client-account');
    catalogue = await createTestCatalogue(a);
  }, 60_000);
  afterAll(() => server?.stop());

  const profile = (tenant_id: string, fields: object) =>
    a.client.client.rpc('update_own_profile', { tenant_id, ...fields });

  it('lets a client change their own name, phone and date of birth, which staff then see', async () => {
    const { data, error } = await profile(a.id, {
      full_name: '  Pat Renamed ',
      phone: '+44 20 7946 0000',
      birth_date: '1990-04-01',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: a.client.clientId, full_name: 'Pat Renamed' });
    const seen = await a.staff.client
      .from('clients')
      .select('full_name, phone, birth_date')
      .eq('id', a.client.clientId)
      .single();
    expect(seen.data).toEqual({
      full_name: 'Pat Renamed',
      phone: '+44 20 7946 0000',
      birth_date: '1990-04-01',
    });

    const cleared = await profile(a.id, { full_name: 'Pat', phone: ' ', birth_date: null });
    expect(cleared.data).toMatchObject({ full_name: 'Pat', phone: null, birth_date: null });
  });

  it('refuses what the record may not hold, and changes nothing then', async () => {
    const refusals = await Promise.all([
      profile(a.id, { full_name: '   ' }),
      profile(a.id, { full_name: 'Pat', phone: 'call me' }),
      profile(a.id, { full_name: 'Pat', birth_date: '2999-01-01' }),
    ]);
    expect(refusals.map(({ error }) => error?.code)).toEqual([
      'invalid_name',
      'invalid_phone',
      'invalid_birth_date',
    ]);
    const own = await a.client.client.from('clients').select('full_name').single();
    expect(own.data).toEqual({ full_name: 'Pat' });
  });

  it('changes only the caller’s own record: staff and strangers are not clients there', async () => {
    const stranger = await createTestUser(server, 'stranger@client-account.test', 'Stranger');
    for (const caller of [a.staff.client, stranger.client]) {
      const { error, status } = await caller.rpc('update_own_profile', {
        tenant_id: a.id,
        full_name: 'Someone else',
      });
      expect({ status, code: error?.code }).toEqual({ status: 403, code: 'not_a_client' });
    }
  });

  it('lists a client’s places with the session, its time and its teacher', async () => {
    const starts = new Date(Date.now() + 3 * 86_400_000);
    const session = await a.owner.client
      .from('bookings')
      .insert({
        tenant_id: a.id,
        service_id: catalogue.yoga,
        staff_id: catalogue.staffId,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        capacity: 2,
        location: 'Studio 1',
      })
      .select('id')
      .single<{ id: string }>();
    const place = await a.client.client.rpc('enroll', {
      booking_id: session.data?.id,
      option_id: catalogue.dropIn,
    });
    expect(place.error).toBeNull();
    const teacher = await a.staff.client
      .from('staff')
      .select('display_name')
      .eq('id', catalogue.staffId)
      .single<{ display_name: string }>();

    const columns = 'id, status, service_name, service_kind, staff_name, location, starts_at';
    const mine = await a.client.client.from('client_places').select(columns);
    expect(mine.data).toEqual([
      {
        id: (place.data as { id: string }).id,
        status: 'confirmed',
        service_name: 'Yoga',
        service_kind: 'group',
        staff_name: teacher.data?.display_name,
        location: 'Studio 1',
        starts_at: expect.any(String),
      },
    ]);
    const team = await a.staff.client.from('client_places').select(columns);
    expect(team.data).toEqual(mine.data);

    const stranger = await createTestUser(server, 'other@client-account.test', 'Other');
    const none = await stranger.client.from('client_places').select('id');
    expect(none.data).toEqual([]);
  });
});
