import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

describe.each(testDatabaseKinds)('documents before a first booking on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let templateId: string;
  let sessions: string[];
  let dropIn: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'first-booking');
    const owner = a.owner.client;
    await owner.from('tenants').update({ documents_before_first_booking: true }).eq('id', a.id);
    const template = await owner
      .from('document_templates')
      .insert({ tenant_id: a.id, title: 'Health waiver', required_before_booking: true })
      .select('id')
      .single();
    templateId = (template.data as { id: string }).id;
    await owner
      .from('document_template_versions')
      .insert({ tenant_id: a.id, template_id: templateId, body: 'I take part at my own risk.' });
    const service = await owner
      .from('services')
      .insert({ tenant_id: a.id, kind: 'group', name: 'Flow', duration_minutes: 60, capacity: 5 })
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
    dropIn = (option.data as { id: string }).id;
    const starts = (days: number) => new Date(Date.now() + days * 86_400_000);
    const inserted = await owner
      .from('bookings')
      .insert(
        [2, 3, 4].map((days) => ({
          tenant_id: a.id,
          service_id: serviceId,
          starts_at: starts(days).toISOString(),
          ends_at: new Date(starts(days).getTime() + 3_600_000).toISOString(),
          capacity: 5,
        })),
      )
      .select('id, starts_at')
      .order('starts_at');
    sessions = (inserted.data as { id: string }[]).map((row) => row.id);
  });
  afterAll(() => server.stop());

  const enrollSelf = (booking: string | undefined) =>
    a.client.client.rpc('enroll', { booking_id: booking, option_id: dropIn });

  it('refuses a first booking until the required document is signed', async () => {
    const refused = await enrollSelf(sessions[0]);
    expect(refused.error).toMatchObject({
      code: 'documents_required',
      message: 'Please sign "Health waiver" before your first booking.',
    });
    const places = await a.owner.client.from('enrollments').select('id');
    expect(places.data).toEqual([]);

    const signed = await a.client.client.rpc('sign_document', {
      tenant_id: a.id,
      template_id: templateId,
      signed_name: 'Client of first-booking',
      consent: true,
    });
    expect(signed.error).toBeNull();
    const booked = await enrollSelf(sessions[0]);
    expect(booked.error).toBeNull();
    expect(booked.data).toMatchObject({ status: 'confirmed' });
  });

  it('asks only before the first booking, even after the document gets a new version', async () => {
    await a.owner.client
      .from('document_template_versions')
      .insert({ tenant_id: a.id, template_id: templateId, body: 'A new text.' });
    const again = await enrollSelf(sessions[1]);
    expect(again.error).toBeNull();
  });

  it('lets staff book a client at the desk without the signature', async () => {
    const walkIn = await a.owner.client
      .from('clients')
      .insert({ tenant_id: a.id, full_name: 'Walk-in Wendy' })
      .select('id')
      .single();
    const booked = await a.staff.client.rpc('enroll', {
      booking_id: sessions[2],
      option_id: dropIn,
      client_id: (walkIn.data as { id: string }).id,
    });
    expect(booked.error).toBeNull();
  });
});
