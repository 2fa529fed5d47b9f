import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../src/server/test-support/test-database.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';

const waiver = 'I take part at my own risk. 🧘';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(testDatabaseKinds)('documents on %s', (kind) => {
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let templateId: string;
  beforeAll(async () => {
    server = await startTestServerOn(kind);
    a = await createTestTenant(server, 'docs-a');
    b = await createTestTenant(server, 'docs-b');
    const template = await a.owner.client
      .from('document_templates')
      .insert({ tenant_id: a.id, title: 'Waiver', required_before_booking: true })
      .select('id')
      .single();
    templateId = (template.data as { id: string }).id;
    const version = await a.owner.client
      .from('document_template_versions')
      .insert({ tenant_id: a.id, template_id: templateId, version: 99, body: waiver })
      .select('version')
      .single();
    // The number comes from the template's history, not from the request.
    expect(version.data).toEqual({ version: 1 });
  });
  afterAll(() => server.stop());

  const sign = (user: TestTenant['client'], args: Record<string, unknown>) =>
    user.client.rpc('sign_document', {
      tenant_id: a.id,
      template_id: templateId,
      signed_name: 'Carla Client',
      consent: true,
      ...args,
    });

  it('lists what a client has to sign, and signs the exact version with a hash of its text', async () => {
    const due = await a.client.client
      .from('documents_to_sign')
      .select('title, version, required_before_booking');
    expect(due.data).toEqual([{ title: 'Waiver', version: 1, required_before_booking: true }]);
    const signed = await sign(a.client, {});
    expect(signed.error).toBeNull();
    expect(signed.data).toMatchObject({
      kind: 'signed',
      template_version: 1,
      signed_name: 'Carla Client',
      signed_by: a.client.id,
      text_sha256: sha256(waiver),
    });
    const again = await sign(a.client, { signed_name: 'Someone Else' });
    expect((again.data as { id: string }).id).toBe((signed.data as { id: string }).id);
    expect((await a.client.client.from('documents_to_sign').select()).data).toEqual([]);
  });

  it('asks again when the text changes', async () => {
    await a.owner.client
      .from('document_template_versions')
      .insert({ tenant_id: a.id, template_id: templateId, body: `${waiver} Updated.` });
    const due = await a.staff.client.from('documents_to_sign').select('client_id, version');
    expect(due.data).toEqual([{ client_id: a.client.clientId, version: 2 }]);
    const signed = await sign(a.client, {});
    expect(signed.data).toMatchObject({
      template_version: 2,
      text_sha256: sha256(`${waiver} Updated.`),
    });
  });

  it('refuses a signature without a name or consent, and from people who are not clients', async () => {
    expect((await sign(a.client, { signed_name: ' ' })).error?.code).toBe('name_required');
    expect((await sign(a.client, { consent: false })).error?.code).toBe('consent_required');
    const outsider = await sign(b.client, {});
    expect({ status: outsider.status, code: outsider.error?.code }).toEqual({
      status: 403,
      code: 'not_a_client',
    });
  });

  it('keeps versions and signed copies as they were', async () => {
    const rewrite = await a.owner.client
      .from('document_template_versions')
      .update({ body: 'changed' })
      .eq('template_id', templateId);
    expect(rewrite.status).toBe(403);
    const forged = await a.owner.client.from('client_documents').insert({
      tenant_id: a.id,
      client_id: a.client.clientId,
      kind: 'signed',
      title: 'Waiver',
      template_id: templateId,
      template_version: 1,
      signed_name: 'Forged',
      signed_at: new Date().toISOString(),
      text_sha256: sha256('x'),
    });
    expect(forged.status).toBe(403);
    const file = await a.owner.client.from('client_documents').insert({
      tenant_id: a.id,
      client_id: a.client.clientId,
      kind: 'file',
      title: 'Referral',
      storage_path: 'docs-a/referral.pdf',
    });
    expect(file.status).toBe(201);
  });

  it('shows clients their own documents and other businesses nothing', async () => {
    const own = await a.client.client.from('client_documents').select('title').order('created_at');
    expect(own.data).toEqual([{ title: 'Waiver' }, { title: 'Waiver' }, { title: 'Referral' }]);
    for (const user of [b.owner, b.staff, b.client]) {
      for (const table of [
        'document_templates',
        'document_template_versions',
        'client_documents',
        'documents_to_sign',
      ]) {
        const { data } = await user.client.from(table).select('tenant_id').eq('tenant_id', a.id);
        expect(data, `${user.email} reading ${table}`).toEqual([]);
      }
    }
  });
});
