import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

// db/migrations/0050_catalogue_editing.sql: saving a document template with its text, and
// replacing a staff member's weekly hours, each whole or not at all.
describe.each(testDatabaseKinds)('catalogue editing on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let staffId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'edit-a');
    b = await createTestTenant(server, 'edit-b');
    const team = await a.owner.client.from('staff').select('id').eq('user_id', a.staff.id).single();
    staffId = (team.data as { id: string }).id;
  });
  afterAll(() => server.stop());

  const versionsOf = async (templateId: string) => {
    const { data } = await a.owner.client
      .from('document_template_versions')
      .select('version, body')
      .eq('template_id', templateId)
      .order('version');
    return data;
  };

  describe('save_document_template', () => {
    it('creates a template with its first version, and adds a version only when the text changes', async () => {
      const created = await a.owner.client.rpc('save_document_template', {
        tenant_id: a.id,
        title: '  Waiver ',
        body: 'I take part at my own risk.',
        required_before_booking: true,
      });
      expect(created.error).toBeNull();
      const template = created.data as { id: string; title: string };
      expect(created.data).toMatchObject({
        title: 'Waiver',
        requires_signature: true,
        required_before_booking: true,
        active: true,
      });
      expect(await versionsOf(template.id)).toEqual([
        { version: 1, body: 'I take part at my own risk.' },
      ]);

      const renamed = await a.owner.client.rpc('save_document_template', {
        tenant_id: a.id,
        template_id: template.id,
        title: 'Liability waiver',
        body: 'I take part at my own risk.',
        active: false,
      });
      expect(renamed.data).toMatchObject({
        title: 'Liability waiver',
        active: false,
        required_before_booking: true,
      });
      expect(await versionsOf(template.id)).toHaveLength(1);

      const edited = await a.owner.client.rpc('save_document_template', {
        tenant_id: a.id,
        template_id: template.id,
        title: 'Liability waiver',
        body: 'I take part at my own risk, and I am fit to.',
      });
      expect(edited.error).toBeNull();
      expect(await versionsOf(template.id)).toEqual([
        { version: 1, body: 'I take part at my own risk.' },
        { version: 2, body: 'I take part at my own risk, and I am fit to.' },
      ]);
    });

    it('refuses staff, other businesses and empty text, changing nothing', async () => {
      const asStaff = await a.staff.client.rpc('save_document_template', {
        tenant_id: a.id,
        title: 'Form',
        body: 'Text',
      });
      expect(asStaff.error).toMatchObject({ code: 'forbidden' });
      const template = await a.owner.client.rpc('save_document_template', {
        tenant_id: a.id,
        title: 'Intake form',
        body: 'Tell us about injuries.',
      });
      const id = (template.data as { id: string }).id;
      const fromB = await b.owner.client.rpc('save_document_template', {
        tenant_id: b.id,
        template_id: id,
        title: 'Taken',
        body: 'Rewritten',
      });
      expect(fromB.error).toMatchObject({ code: 'template_not_found' });
      const empty = await a.owner.client.rpc('save_document_template', {
        tenant_id: a.id,
        template_id: id,
        title: 'Renamed',
        body: '   ',
      });
      expect(empty.error).toMatchObject({ code: 'invalid_body' });
      const { data } = await a.owner.client
        .from('document_templates')
        .select('title')
        .eq('id', id)
        .single();
      expect(data).toEqual({ title: 'Intake form' });
      expect(await versionsOf(id)).toHaveLength(1);
    });
  });

  describe('set_staff_hours', () => {
    const hoursOf = async () => {
      const { data } = await a.staff.client
        .from('staff_hours')
        .select('weekday, starts_at, ends_at')
        .eq('staff_id', staffId)
        .order('weekday')
        .order('starts_at');
      return data;
    };

    it('replaces the week whole, so spans can move past each other', async () => {
      const first = await a.owner.client.rpc('set_staff_hours', {
        staff_id: staffId,
        hours: [
          { weekday: 1, starts_at: '09:00', ends_at: '12:00' },
          { weekday: 1, starts_at: '12:00', ends_at: '17:00' },
          { weekday: 3, starts_at: '10:00', ends_at: '14:00' },
        ],
      });
      expect(first.error).toBeNull();
      expect(first.data).toHaveLength(3);
      const moved = await a.owner.client.rpc('set_staff_hours', {
        staff_id: staffId,
        hours: [
          { weekday: 1, starts_at: '08:00', ends_at: '13:00' },
          { weekday: 1, starts_at: '14:00', ends_at: '18:30' },
        ],
      });
      expect(moved.error).toBeNull();
      expect(await hoursOf()).toEqual([
        { weekday: 1, starts_at: '08:00:00', ends_at: '13:00:00' },
        { weekday: 1, starts_at: '14:00:00', ends_at: '18:30:00' },
      ]);
    });

    it('refuses overlaps and backwards spans with the day named, keeping the old week', async () => {
      const overlap = await a.owner.client.rpc('set_staff_hours', {
        staff_id: staffId,
        hours: [
          { weekday: 2, starts_at: '09:00', ends_at: '12:00' },
          { weekday: 2, starts_at: '11:00', ends_at: '15:00' },
        ],
      });
      expect(overlap.error).toMatchObject({ code: 'hours_overlap' });
      expect(overlap.error?.message).toContain('Tuesday');
      const backwards = await a.owner.client.rpc('set_staff_hours', {
        staff_id: staffId,
        hours: [{ weekday: 5, starts_at: '17:00', ends_at: '09:00' }],
      });
      expect(backwards.error).toMatchObject({ code: 'invalid_hours' });
      expect(backwards.error?.message).toContain('Friday');
      const garbled = await a.owner.client.rpc('set_staff_hours', {
        staff_id: staffId,
        hours: [{ weekday: 9, starts_at: 'soon', ends_at: '09:00' }],
      });
      expect(garbled.error).toMatchObject({ code: 'invalid_hours' });
      expect(await hoursOf()).toHaveLength(2);
    });

    it('lets only managers of the business change hours', async () => {
      const hours = [{ weekday: 6, starts_at: '09:00', ends_at: '10:00' }];
      const asStaff = await a.staff.client.rpc('set_staff_hours', { staff_id: staffId, hours });
      expect(asStaff.error).toMatchObject({ code: 'forbidden' });
      const asOther = await b.owner.client.rpc('set_staff_hours', { staff_id: staffId, hours });
      expect(asOther.error).toMatchObject({ code: 'staff_not_found' });
      const asClient = await a.client.client.rpc('set_staff_hours', { staff_id: staffId, hours });
      expect(asClient.error).toMatchObject({ code: 'staff_not_found' });
      expect(await hoursOf()).toHaveLength(2);
    });
  });
});
