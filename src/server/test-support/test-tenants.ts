import type { ServerAccess } from './start-test-server.ts';
import { createTestUser, type TestUser } from './test-users.ts';

export interface TestTenant {
  id: string;
  slug: string;
  owner: TestUser;
  staff: TestUser;
  client: TestUser & { clientId: string };
}

/**
 * A business made the way users make one: its owner calls create_tenant, invites a staff
 * member who accepts, and a client joins by its address.
 */
export async function createTestTenant(server: ServerAccess, slug: string): Promise<TestTenant> {
  const owner = await createTestUser(server, `owner@${slug}.test`, `Owner of ${slug}`);
  const created = await owner.client.rpc('create_tenant', {
    name: `Studio ${slug}`,
    slug,
    time_zone: 'Europe/London',
    currency: 'GBP',
  });
  if (created.error) throw new Error(`create_tenant: ${created.error.message}`);
  const id = (created.data as { id: string }).id;

  const staff = await createTestUser(server, `staff@${slug}.test`, `Staff of ${slug}`);
  const invitation = await owner.client.rpc('invite_staff', { tenant_id: id, email: staff.email });
  const accepted = await staff.client.rpc('accept_invitation', {
    invitation_id: (invitation.data as { id: string }).id,
  });
  if (accepted.error) throw new Error(`accept_invitation: ${accepted.error.message}`);

  const client = await createTestUser(server, `client@${slug}.test`, `Client of ${slug}`);
  const joined = await client.client.rpc('join_tenant', { slug });
  if (joined.error) throw new Error(`join_tenant: ${joined.error.message}`);
  return {
    id,
    slug,
    owner,
    staff,
    client: { ...client, clientId: (joined.data as { id: string }).id },
  };
}
