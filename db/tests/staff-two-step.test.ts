import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import { signedInClient } from '../../src/server/test-support/test-users.ts';

describe.each(testDatabaseKinds)('two-step sign-in required of staff on %s', (kind) => {
  let server: TestServer;
  let studio: TestTenant;
  let ownerAal2: SupabaseClient;
  let staffAal2: SupabaseClient;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    studio = await createTestTenant(server, 'two-step');
    ownerAal2 = await signedInClient(server, studio.owner.id, studio.owner.email, { aal: 'aal2' });
    staffAal2 = await signedInClient(server, studio.staff.id, studio.staff.email, { aal: 'aal2' });
  });
  afterAll(() => server.stop());

  const requireTwoStep = (client: SupabaseClient, required: boolean) =>
    client
      .from('tenants')
      .update({ staff_mfa_required: required })
      .eq('id', studio.id)
      .select('staff_mfa_required');

  it('is turned on only by an owner whose own session passed a second factor', async () => {
    const aal1 = await requireTwoStep(studio.owner.client, true);
    expect({ status: aal1.status, code: aal1.error?.code }).toEqual({
      status: 403,
      code: 'two_step_required_first',
    });
    expect(aal1.error?.message).toMatch(/^Set up two-step sign-in for your own account/);

    const staff = await requireTwoStep(staffAal2, true);
    expect(staff.data).toEqual([]);

    const aal2 = await requireTwoStep(ownerAal2, true);
    expect(aal2.error).toBeNull();
    expect(aal2.data).toEqual([{ staff_mfa_required: true }]);
  });

  it('closes the business to sessions below aal2 but shows it and their membership', async () => {
    for (const [member, aal2] of [
      [studio.staff, staffAal2],
      [studio.owner, ownerAal2],
    ] as const) {
      const tenant = await member.client.from('tenants').select('id, staff_mfa_required');
      expect(tenant.data).toEqual([{ id: studio.id, staff_mfa_required: true }]);
      const membership = await member.client.from('memberships').select('user_id');
      expect(membership.data).toEqual([{ user_id: member.id }]);
      expect((await member.client.from('clients').select('id')).data).toEqual([]);
      expect((await member.client.from('staff').select('id')).data).toEqual([]);

      expect((await aal2.from('clients').select('id')).data).toEqual([
        { id: studio.client.clientId },
      ]);
      expect((await aal2.from('memberships').select('user_id')).data).toHaveLength(2);
    }
  });

  it('refuses operations at aal1 and allows them at aal2', async () => {
    const invite = { tenant_id: studio.id, email: 'new-staff@two-step.test' };
    const aal1 = await studio.owner.client.rpc('invite_staff', invite);
    expect({ status: aal1.status, code: aal1.error?.code }).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const aal2 = await ownerAal2.rpc('invite_staff', invite);
    expect(aal2.error).toBeNull();
  });

  it('leaves clients of the business as they were', async () => {
    const own = await studio.client.client.from('clients').select('id');
    expect(own.data).toEqual([{ id: studio.client.clientId }]);
  });

  it('is turned off again by an owner at aal2, opening the business to aal1 sessions', async () => {
    expect((await requireTwoStep(studio.owner.client, false)).data).toEqual([]);
    expect((await requireTwoStep(ownerAal2, false)).error).toBeNull();
    const clients = await studio.staff.client.from('clients').select('id');
    expect(clients.data).toEqual([{ id: studio.client.clientId }]);
  });
});
