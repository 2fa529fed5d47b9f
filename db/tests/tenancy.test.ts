import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { keyClient } from '../../src/server/test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestUser, type TestUser } from '../../src/server/test-support/test-users.ts';

const tenant = (slug: string) => ({
  name: `Studio ${slug}`,
  slug,
  time_zone: 'Europe/London',
  currency: 'GBP',
});

describe.each(testDatabaseKinds)('tenancy on %s', (kind) => {
  let server: TestServer;
  let ownerA: TestUser;
  let ownerB: TestUser;
  let tenantA: { id: string; slug: string };
  let tenantB: { id: string };
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    ownerA = await createTestUser(server, 'owner-a@users.test', 'Ada Owner');
    ownerB = await createTestUser(server, 'owner-b@users.test');
    const a = await ownerA.client.rpc('create_tenant', tenant('studio-a'));
    expect(a.error).toBeNull();
    tenantA = a.data as { id: string; slug: string };
    tenantB = (await ownerB.client.rpc('create_tenant', tenant('studio-b'))).data as { id: string };
  });
  afterAll(() => server.stop());

  describe('create_tenant', () => {
    it('creates the business with its owner and the owner as staff', async () => {
      expect(tenantA).toMatchObject({
        slug: 'studio-a',
        name: 'Studio studio-a',
        time_zone: 'Europe/London',
        currency: 'GBP',
      });
      const { data: members } = await ownerA.client.from('memberships').select('user_id, role');
      expect(members).toEqual([{ user_id: ownerA.id, role: 'owner' }]);
      const { data: staff } = await ownerA.client
        .from('staff')
        .select('display_name, email, user_id');
      expect(staff).toEqual([
        { display_name: 'Ada Owner', email: 'owner-a@users.test', user_id: ownerA.id },
      ]);
    });

    it('refuses bad input with a stable code and a message for people', async () => {
      const cases: [Record<string, string>, number, string][] = [
        [{ ...tenant('studio-a') }, 409, 'slug_taken'],
        [{ ...tenant('Not A Slug') }, 400, 'invalid_slug'],
        [{ ...tenant('-dash') }, 400, 'invalid_slug'],
        [{ ...tenant('fine-slug'), name: '  ' }, 400, 'invalid_name'],
        [{ ...tenant('fine-slug'), time_zone: 'Mars/Olympus' }, 400, 'invalid_time_zone'],
        [{ ...tenant('fine-slug'), currency: 'euro' }, 400, 'invalid_currency'],
      ];
      for (const [args, status, code] of cases) {
        const result = await ownerA.client.rpc('create_tenant', args);
        expect({ status: result.status, code: result.error?.code }).toEqual({ status, code });
        expect(result.error?.message.length).toBeGreaterThan(10);
      }
      const anon = await keyClient(server).rpc('create_tenant', tenant('anon-studio'));
      expect(anon.status).toBe(401);
    });

    it('tells whether an address is free, to anyone', async () => {
      const anon = keyClient(server);
      expect((await anon.rpc('slug_available', { slug: 'studio-a' })).data).toBe(false);
      expect((await anon.rpc('slug_available', { slug: 'STUDIO-A' })).data).toBe(false);
      expect((await anon.rpc('slug_available', { slug: 'studio-new' })).data).toBe(true);
      expect((await anon.rpc('slug_available', { slug: 'bad slug' })).data).toBe(false);
    });
  });

  describe('isolation', () => {
    it('shows each owner only their own business and team', async () => {
      expect((await ownerA.client.from('tenants').select('slug')).data).toEqual([
        { slug: 'studio-a' },
      ]);
      expect((await ownerB.client.from('tenants').select('slug')).data).toEqual([
        { slug: 'studio-b' },
      ]);
      for (const table of ['memberships', 'staff', 'clients', 'invitations']) {
        const { data: ofA } = await ownerB.client
          .from(table)
          .select('tenant_id')
          .eq('tenant_id', tenantA.id);
        expect(ofA, `${table} of A seen by B`).toEqual([]);
        const { data: ofB } = await ownerA.client
          .from(table)
          .select('tenant_id')
          .eq('tenant_id', tenantB.id);
        expect(ofB, `${table} of B seen by A`).toEqual([]);
      }
    });

    it('lets another owner change nothing of a business', async () => {
      const update = await ownerB.client
        .from('tenants')
        .update({ name: 'Hijacked' })
        .eq('id', tenantA.id)
        .select();
      expect(update.data).toEqual([]);
      const insert = await ownerB.client
        .from('clients')
        .insert({ tenant_id: tenantA.id, full_name: 'Mallory' });
      expect(insert.status).toBe(403);
      const invite = await ownerB.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'x@users.test',
      });
      expect(invite.status).toBe(403);
      expect(invite.error?.code).toBe('forbidden');
    });

    it('shows anyone the directory, but not the businesses themselves', async () => {
      const anon = keyClient(server);
      const { data } = await anon
        .from('tenant_directory')
        .select('slug, name, time_zone')
        .eq('slug', 'studio-a');
      expect(data).toEqual([
        { slug: 'studio-a', name: 'Studio studio-a', time_zone: 'Europe/London' },
      ]);
      expect((await anon.from('tenants').select()).status).toBe(401);
      expect((await anon.from('clients').select()).status).toBe(401);
    });
  });

  describe('join_tenant', () => {
    it('makes a signed-in user a client, once, who sees only their own record', async () => {
      await ownerA.client
        .from('clients')
        .insert({ tenant_id: tenantA.id, full_name: 'Walk-in Wendy' });
      const client = await createTestUser(server, 'carla@users.test', 'Carla Client');
      const joined = await client.client.rpc('join_tenant', { slug: 'studio-a' });
      expect(joined.data).toMatchObject({
        tenant_id: tenantA.id,
        user_id: client.id,
        full_name: 'Carla Client',
        email: 'carla@users.test',
      });
      const again = await client.client.rpc('join_tenant', {
        slug: 'studio-a',
        full_name: 'Other',
      });
      expect((again.data as { id: string }).id).toBe((joined.data as { id: string }).id);

      expect((await client.client.from('clients').select('full_name')).data).toEqual([
        { full_name: 'Carla Client' },
      ]);
      expect((await client.client.from('tenants').select('slug')).data).toEqual([
        { slug: 'studio-a' },
      ]);
      expect((await client.client.from('staff').select()).data).toEqual([]);
      expect((await client.client.from('memberships').select()).data).toEqual([]);
      const { data: staffView } = await ownerA.client
        .from('clients')
        .select('full_name')
        .order('full_name');
      expect(staffView).toEqual([{ full_name: 'Carla Client' }, { full_name: 'Walk-in Wendy' }]);
    });

    it('explains an unknown address', async () => {
      const client = await createTestUser(server);
      const result = await client.client.rpc('join_tenant', { slug: 'nowhere' });
      expect(result.status).toBe(404);
      expect(result.error).toMatchObject({
        code: 'tenant_not_found',
        message: 'No business has the address nowhere.',
      });
    });
  });

  describe('invitations and roles', () => {
    it('lets an invited person join the team with the invited role', async () => {
      const staffUser = await createTestUser(server, 'Sam.Staff@users.test');
      const invited = await ownerA.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'sam.staff@USERS.test',
      });
      expect(invited.error).toBeNull();
      const { data: visible } = await staffUser.client.from('invitations').select('id, role');
      expect(visible).toEqual([{ id: (invited.data as { id: string }).id, role: 'staff' }]);

      const stranger = await createTestUser(server);
      const stolen = await stranger.client.rpc('accept_invitation', {
        invitation_id: (invited.data as { id: string }).id,
      });
      expect(stolen.error?.code).toBe('invitation_not_found');

      const accepted = await staffUser.client.rpc('accept_invitation', {
        invitation_id: (invited.data as { id: string }).id,
      });
      expect(accepted.data).toMatchObject({
        tenant_id: tenantA.id,
        user_id: staffUser.id,
        role: 'staff',
      });
      const twice = await staffUser.client.rpc('accept_invitation', {
        invitation_id: (invited.data as { id: string }).id,
      });
      expect({ status: twice.status, code: twice.error?.code }).toEqual({
        status: 409,
        code: 'invitation_used',
      });

      // Staff see the team and the clients, but change neither the settings nor the team.
      expect(
        (await staffUser.client.from('clients').select('full_name')).data?.length,
      ).toBeGreaterThan(0);
      const settings = await staffUser.client
        .from('tenants')
        .update({ name: 'Renamed' })
        .eq('id', tenantA.id)
        .select();
      expect(settings.data).toEqual([]);
      const promote = await staffUser.client
        .from('memberships')
        .update({ role: 'owner' })
        .eq('user_id', staffUser.id)
        .select();
      expect(promote.data).toEqual([]);
      const invite = await staffUser.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'friend@users.test',
      });
      expect(invite.error?.code).toBe('forbidden');
      const removeClient = await staffUser.client
        .from('clients')
        .delete()
        .eq('tenant_id', tenantA.id)
        .select();
      expect(removeClient.data).toEqual([]);
    });

    it('keeps admins from making admins, and refuses expired invitations', async () => {
      const admin = await createTestUser(server, 'admin@users.test');
      const invitation = await ownerA.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'admin@users.test',
        role: 'admin',
      });
      await admin.client.rpc('accept_invitation', {
        invitation_id: (invitation.data as { id: string }).id,
      });
      const adminInvitesAdmin = await admin.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'x@users.test',
        role: 'admin',
      });
      expect(adminInvitesAdmin.error?.code).toBe('forbidden');
      const late = await createTestUser(server, 'late@users.test');
      const lateInvitation = await admin.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'late@users.test',
      });
      expect(lateInvitation.error).toBeNull();
      await server.db.query(
        "update public.invitations set expires_at = now() - interval '1 minute' where email = 'late@users.test'",
      );
      const expired = await late.client.rpc('accept_invitation', {
        invitation_id: (lateInvitation.data as { id: string }).id,
      });
      expect({ status: expired.status, code: expired.error?.code }).toEqual({
        status: 410,
        code: 'invitation_expired',
      });
      const member = await ownerA.client.rpc('invite_staff', {
        tenant_id: tenantA.id,
        email: 'admin@users.test',
      });
      expect(member.error?.code).toBe('already_member');
    });

    it('lets the owner change settings but never remove the last owner', async () => {
      const renamed = await ownerA.client
        .from('tenants')
        .update({ name: 'Studio A' })
        .eq('id', tenantA.id)
        .select('name');
      expect(renamed.data).toEqual([{ name: 'Studio A' }]);
      const leave = await ownerA.client.from('memberships').delete().eq('user_id', ownerA.id);
      expect({ status: leave.status, code: leave.error?.code }).toEqual({
        status: 409,
        code: 'last_owner',
      });
      const demote = await ownerA.client
        .from('memberships')
        .update({ role: 'staff' })
        .eq('user_id', ownerA.id);
      expect(demote.error?.code).toBe('last_owner');
    });
  });
});
