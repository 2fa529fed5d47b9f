import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

describe.each(testDatabaseKinds)('the catalogue on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let ownerStaffId: string;
  let privateId: string;
  let groupId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'cat-a');
    b = await createTestTenant(server, 'cat-b');
    const { data: staff } = await a.owner.client
      .from('staff')
      .select('id')
      .eq('user_id', a.owner.id)
      .single();
    ownerStaffId = (staff as { id: string }).id;
    const { data: services, error } = await a.owner.client
      .from('services')
      .insert(
        [
          { tenant_id: a.id, kind: 'private', name: 'Massage', duration_minutes: 60 },
          { tenant_id: a.id, kind: 'group', name: 'Yoga', duration_minutes: 60, capacity: 12 },
        ],
        { defaultToNull: false },
      )
      .select('id, kind');
    expect(error).toBeNull();
    privateId =
      (services as { id: string; kind: string }[]).find((s) => s.kind === 'private')?.id ?? '';
    groupId =
      (services as { id: string; kind: string }[]).find((s) => s.kind === 'group')?.id ?? '';
  });
  afterAll(() => server.stop());

  it('lets admins build services, options, eligible staff and hours', async () => {
    const options = await a.owner.client
      .from('service_options')
      .insert([
        {
          tenant_id: a.id,
          service_id: privateId,
          kind: 'variant',
          name: '60 minutes',
          price_minor: 7000,
        },
        {
          tenant_id: a.id,
          service_id: groupId,
          kind: 'drop_in',
          name: 'Drop-in',
          price_minor: 1500,
        },
        {
          tenant_id: a.id,
          service_id: groupId,
          kind: 'pack',
          name: '10 classes',
          price_minor: 12000,
          credits: 10,
          validity_days: 90,
        },
      ])
      .select('kind, currency');
    expect(options.error).toBeNull();
    expect(options.data).toEqual([
      { kind: 'variant', currency: 'GBP' },
      { kind: 'drop_in', currency: 'GBP' },
      { kind: 'pack', currency: 'GBP' },
    ]);
    const eligible = await a.owner.client
      .from('service_staff')
      .insert({ tenant_id: a.id, service_id: privateId, staff_id: ownerStaffId });
    expect(eligible.status).toBe(201);
    const hours = await a.owner.client.from('staff_hours').insert([
      { tenant_id: a.id, staff_id: ownerStaffId, weekday: 1, starts_at: '09:00', ends_at: '12:00' },
      { tenant_id: a.id, staff_id: ownerStaffId, weekday: 1, starts_at: '13:00', ends_at: '17:30' },
    ]);
    expect(hours.status).toBe(201);
  });

  it('refuses options that do not fit the service, and overlapping hours', async () => {
    const variantOnGroup = await a.owner.client
      .from('service_options')
      .insert({ tenant_id: a.id, service_id: groupId, kind: 'variant', name: 'x', price_minor: 1 });
    expect({ status: variantOnGroup.status, code: variantOnGroup.error?.code }).toEqual({
      status: 400,
      code: 'invalid_option_kind',
    });
    const packWithoutCredits = await a.owner.client
      .from('service_options')
      .insert({ tenant_id: a.id, service_id: groupId, kind: 'pack', name: 'x', price_minor: 1 });
    expect(packWithoutCredits.error?.code).toBe('23514');
    const overlap = await a.owner.client.from('staff_hours').insert({
      tenant_id: a.id,
      staff_id: ownerStaffId,
      weekday: 1,
      starts_at: '11:00',
      ends_at: '14:00',
    });
    expect({ status: overlap.status, code: overlap.error?.code }).toEqual({
      status: 400,
      code: '23P01',
    });
    const backwards = await a.owner.client.from('staff_hours').insert({
      tenant_id: a.id,
      staff_id: ownerStaffId,
      weekday: 2,
      starts_at: '17:00',
      ends_at: '09:00',
    });
    expect(backwards.error?.code).toBe('23514');
  });

  it('lets staff read the catalogue and hours but not change them', async () => {
    expect((await a.staff.client.from('services').select('name').order('name')).data).toEqual([
      { name: 'Massage' },
      { name: 'Yoga' },
    ]);
    expect((await a.staff.client.from('staff_hours').select('weekday')).data).toHaveLength(2);
    const insert = await a.staff.client
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Pilates', duration_minutes: 45 });
    expect({ status: insert.status, code: insert.error?.code }).toEqual({
      status: 403,
      code: '42501',
    });
    const update = await a.staff.client
      .from('service_options')
      .update({ price_minor: 1 })
      .eq('tenant_id', a.id)
      .select();
    expect(update.data).toEqual([]);
  });

  it("shows a business's clients its catalogue and staff profiles, nothing more", async () => {
    expect((await a.client.client.from('services').select('name').order('name')).data).toEqual([
      { name: 'Massage' },
      { name: 'Yoga' },
    ]);
    expect((await a.client.client.from('service_options').select('name')).data).toHaveLength(3);
    const profiles = await a.client.client
      .from('staff_profiles')
      .select('display_name, bio')
      .eq('tenant_id', a.id)
      .order('display_name');
    expect(profiles.data).toEqual([
      { display_name: 'Owner of cat-a', bio: '' },
      { display_name: 'Staff of cat-a', bio: '' },
    ]);
    expect((await a.client.client.from('staff_hours').select()).data).toEqual([]);
    expect((await a.client.client.from('staff').select()).data).toEqual([]);
  });

  it("shows another business's people nothing of it", async () => {
    for (const user of [b.owner, b.staff, b.client]) {
      for (const table of ['services', 'service_options', 'service_staff', 'staff_hours']) {
        const { data } = await user.client.from(table).select('tenant_id').eq('tenant_id', a.id);
        expect(data, `${user.email} reading ${table}`).toEqual([]);
      }
    }
  });
});
