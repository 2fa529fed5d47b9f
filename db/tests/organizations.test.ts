import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

describe.each(testDatabaseKinds)('organizations on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let organizationId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'org-a');
    b = await createTestTenant(server, 'org-b');
    const created = await a.owner.client
      .from('organizations')
      .insert({ name: 'Studio Group' })
      .select('id, owner_id')
      .single();
    expect(created.error).toBeNull();
    expect(created.data?.owner_id).toBe(a.owner.id);
    organizationId = (created.data as { id: string }).id;
  });
  afterAll(() => server.stop());

  it('lets an owner put their business in their own organization, which its staff then see', async () => {
    const moved = await a.owner.client
      .from('tenants')
      .update({ organization_id: organizationId })
      .eq('id', a.id)
      .select('organization_id');
    expect(moved.data).toEqual([{ organization_id: organizationId }]);
    const seen = await a.staff.client.from('organizations').select('name');
    expect(seen.data).toEqual([{ name: 'Studio Group' }]);
  });

  it("refuses someone else's organization, and hides it from other businesses and clients", async () => {
    const refused = await b.owner.client
      .from('tenants')
      .update({ organization_id: organizationId })
      .eq('id', b.id);
    expect(refused.error).toMatchObject({ code: 'organization_not_found' });
    for (const user of [b.owner, b.staff, a.client]) {
      const seen = await user.client.from('organizations').select('id');
      expect(seen.data).toEqual([]);
    }
  });

  it('lets only its owner rename or delete it', async () => {
    const renamed = await a.staff.client
      .from('organizations')
      .update({ name: 'Taken over' })
      .eq('id', organizationId)
      .select('id');
    expect(renamed.data).toEqual([]);
    const forged = await b.owner.client
      .from('organizations')
      .insert({ name: 'Forged', owner_id: a.owner.id });
    expect(forged.error?.code).toBe('42501');
    const removed = await a.owner.client.from('organizations').delete().eq('id', organizationId);
    expect(removed.error).toBeNull();
    const tenant = await a.owner.client.from('tenants').select('organization_id').eq('id', a.id);
    expect(tenant.data).toEqual([{ organization_id: null }]);
  });
});
