import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { keyClient } from '../test-support/supabase-client.ts';
import {
  databaseAndStorage,
  startTestStorage,
  type TestStorage,
} from '../test-support/test-storage.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';
import { createTestUser } from '../test-support/test-users.ts';

// Who may do what in the product's bucket, client-files (db/migrations/0070_storage.sql):
// staff of the business named by the first folder read and add; admins and owners also
// replace and delete; a client reads their own folder only; anon nothing.

const pdf = (text: string) => new Blob([`%PDF ${text}`], { type: 'application/pdf' });
const files = (client: SupabaseClient) => client.storage.from('client-files');
const folderOf = (tenant: TestTenant) => `${tenant.id}/${tenant.client.clientId}`;

async function read(client: SupabaseClient, name: string): Promise<string> {
  const { data, error } = await files(client).download(name);
  return error ? `refused ${error.message}` : await (data as Blob).text();
}

describe.each(databaseAndStorage)('client-files access on %s, kept on %s', (kind, backend) => {
  let storage: TestStorage;
  let server: TestServer;
  let a: TestTenant;
  let b: TestTenant;
  let anon: SupabaseClient;
  let otherClientOfA: { client: SupabaseClient; clientId: string };
  beforeAll(async () => {
    storage = await startTestStorage(backend);
    server = await startTestServerOn(kind, storage.env);
    a = await createTestTenant(server, 'storage-a');
    b = await createTestTenant(server, 'storage-b');
    anon = keyClient(server);
    const other = await createTestUser(server, 'other@storage-a.test', 'Other client');
    const joined = await other.client.rpc('join_tenant', { slug: a.slug });
    otherClientOfA = { client: other.client, clientId: (joined.data as { id: string }).id };
    const upload = await files(a.staff.client).upload(`${folderOf(a)}/waiver.pdf`, pdf('A'));
    expect(upload.error).toBeNull();
    expect(
      (await files(b.owner.client).upload(`${folderOf(b)}/waiver.pdf`, pdf('B'))).error,
    ).toBeNull();
  });
  afterAll(async () => {
    await server?.stop();
    await storage?.stop();
  });

  it('lets the staff of a business read and add its clients files', async () => {
    expect(await read(a.staff.client, `${folderOf(a)}/waiver.pdf`)).toBe('%PDF A');
    expect(await read(a.owner.client, `${folderOf(a)}/waiver.pdf`)).toBe('%PDF A');
    const listed = await files(a.staff.client).list(folderOf(a));
    expect(listed.data?.map((entry) => entry.name)).toEqual(['waiver.pdf']);
    const root = await files(a.staff.client).list();
    expect(root.data?.map((entry) => entry.name)).toEqual([a.id]);
  });

  it('keeps the staff of one business out of another', async () => {
    expect(await read(b.staff.client, `${folderOf(a)}/waiver.pdf`)).toBe(
      'refused Object not found',
    );
    expect((await files(b.owner.client).list(folderOf(a))).data).toEqual([]);
    expect((await files(b.owner.client).list()).data?.map((entry) => entry.name)).toEqual([b.id]);
    const write = await files(a.owner.client).upload(`${folderOf(b)}/forged.pdf`, pdf('forged'));
    expect(write.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const removed = await files(b.owner.client).remove([`${folderOf(a)}/waiver.pdf`]);
    expect(removed.data).toEqual([]);
    const signed = await files(b.owner.client).createSignedUrl(`${folderOf(a)}/waiver.pdf`, 60);
    expect(signed.error).toMatchObject({ statusCode: '404' });
    expect(await read(a.staff.client, `${folderOf(a)}/waiver.pdf`)).toBe('%PDF A');
  });

  it('takes files only into a real client folder of the business', async () => {
    const stray = await files(a.staff.client).upload(
      `${a.id}/${b.client.clientId}/x.pdf`,
      pdf('x'),
    );
    expect(stray.error).toMatchObject({ statusCode: '403' });
    const flat = await files(a.staff.client).upload(`${a.id}/x.pdf`, pdf('x'));
    expect(flat.error).toMatchObject({ statusCode: '403' });
  });

  it('leaves replacing and deleting to admins and owners', async () => {
    const name = `${folderOf(a)}/replace-me.pdf`;
    expect((await files(a.staff.client).upload(name, pdf('v1'))).error).toBeNull();
    const replaced = await files(a.staff.client).upload(name, pdf('v2'), { upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: '403' });
    expect((await files(a.staff.client).remove([name])).data).toEqual([]);
    expect(
      (await files(a.owner.client).upload(name, pdf('v2'), { upsert: true })).error,
    ).toBeNull();
    expect(await read(a.staff.client, name)).toBe('%PDF v2');
    expect((await files(a.owner.client).remove([name])).data?.map((entry) => entry.name)).toEqual([
      name,
    ]);
    expect(await read(a.owner.client, name)).toBe('refused Object not found');
  });

  it('shows a client their own files only, and takes none from them', async () => {
    expect(await read(a.client.client, `${folderOf(a)}/waiver.pdf`)).toBe('%PDF A');
    expect((await files(a.client.client).list(folderOf(a))).data?.map((e) => e.name)).toEqual([
      'waiver.pdf',
    ]);
    expect(await read(otherClientOfA.client, `${folderOf(a)}/waiver.pdf`)).toBe(
      'refused Object not found',
    );
    expect((await files(otherClientOfA.client).list(a.id)).data).toEqual([]);
    const own = `${a.id}/${otherClientOfA.clientId}/mine.pdf`;
    expect((await files(otherClientOfA.client).upload(own, pdf('mine'))).error).toMatchObject({
      statusCode: '403',
    });
    const signed = await files(a.client.client).createSignedUrl(`${folderOf(a)}/waiver.pdf`, 60);
    expect(await (await fetch(signed.data?.signedUrl ?? '')).text()).toBe('%PDF A');
  });

  it('gives anon nothing', async () => {
    expect(await read(anon, `${folderOf(a)}/waiver.pdf`)).toBe('refused Object not found');
    expect((await files(anon).list(folderOf(a))).error).toMatchObject({
      message: 'Bucket not found',
    });
    expect((await files(anon).upload(`${folderOf(a)}/anon.pdf`, pdf('anon'))).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
    expect((await anon.storage.listBuckets()).data).toEqual([]);
    const publicUrl = files(anon).getPublicUrl(`${folderOf(a)}/waiver.pdf`).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(400);
  });

  it('leaves buckets to service_role', async () => {
    const made = await a.owner.client.storage.createBucket('mine', { public: true });
    expect(made.error).toMatchObject({ statusCode: '403' });
    const changed = await a.owner.client.storage.updateBucket('client-files', { public: true });
    expect(changed.error).toMatchObject({ statusCode: '403' });
    expect((await a.owner.client.storage.getBucket('client-files')).data).toMatchObject({
      public: false,
    });
  });

  it('refuses a forged token in Supabase Storage words', async () => {
    const forged = keyClient(server, { accessToken: 'x.y.z' });
    const answer = await files(forged).download(`${folderOf(a)}/waiver.pdf`);
    expect(answer.error).toMatchObject({ status: 400, statusCode: '400' });
  });
});
