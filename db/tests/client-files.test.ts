import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServerOn,
  type TestServer,
} from '../../src/server/test-support/start-test-server.ts';
import { wordsIn } from '../../src/shared/i18n/static-words.ts';
import {
  databaseAndStorage,
  startTestStorage,
  type TestStorage,
} from '../../src/server/test-support/test-storage.ts';
import { createTestTenant, type TestTenant } from '../../src/server/test-support/test-tenants.ts';
import {
  clientFileUrl,
  listClientFiles,
  removeClientFile,
  shareClientFile,
} from '../../src/web/features/clients/client-files.ts';

// The documents tab's file sharing (src/web/features/clients/client-files.ts) against the real
// policies of client_documents (0014) and the client-files bucket (0070): what each role may do,
// and that a refused step leaves neither a row nor an object behind.

const english = wordsIn('en');

describe.each(databaseAndStorage)('client files on %s, kept on %s', (kind, backend) => {
  let server: TestServer;
  let storage: TestStorage;
  let a: TestTenant;
  beforeAll(async () => {
    storage = await startTestStorage(backend);
    // A small limit, so that a too-large file is cheap to send.
    server = await startTestServerOn(kind, {
      ...storage.env,
      STORAGE_FILE_SIZE_LIMIT: '2048',
    });
    a = await createTestTenant(server, 'files-a');
  });
  afterAll(async () => {
    await server?.stop();
    await storage?.stop();
  });

  const folder = () => `${a.id}/${a.client.clientId}`;
  const objectsIn = async () => {
    const listed = await a.owner.client.storage.from('client-files').list(folder());
    return listed.data?.map((object) => object.name) ?? [];
  };

  it('an owner shares a file, the team lists and downloads it, the owner removes it', async () => {
    const bytes = 'Intake notes\n';
    const file = new File([bytes], 'intake notes.txt', { type: 'text/plain' });
    await shareClientFile(a.owner.client, a.id, a.client.clientId, file, 'Intake', english);

    const [shared, ...others] = await listClientFiles(a.staff.client, a.id, a.client.clientId);
    expect(others).toEqual([]);
    expect(shared).toMatchObject({ title: 'Intake', size: bytes.length, mimetype: 'text/plain' });
    expect(shared?.storage_path).toMatch(
      new RegExp(`^${folder()}/[0-9a-f-]{36}-intake-notes\\.txt$`),
    );
    if (!shared) return;

    const answer = await fetch(await clientFileUrl(a.staff.client, shared, 'download'));
    expect(await answer.text()).toBe(bytes);
    expect(answer.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Intake.txt",
    );

    // Staff may not remove a document: nothing changes.
    await expect(removeClientFile(a.staff.client, a.id, shared, english)).rejects.toThrow(
      'This file was already removed, or your role does not allow removing it.',
    );
    expect(await objectsIn()).toHaveLength(1);

    expect(await removeClientFile(a.owner.client, a.id, shared, english)).toEqual({
      objectLeft: null,
    });
    expect(await listClientFiles(a.owner.client, a.id, a.client.clientId)).toEqual([]);
    expect(await objectsIn()).toEqual([]);
  });

  it('takes the uploaded object back when the row is refused', async () => {
    // A title of spaces passes the upload and fails the row's check (0014).
    const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    await expect(
      shareClientFile(a.owner.client, a.id, a.client.clientId, file, '   ', english),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await objectsIn()).toEqual([]);
    expect(await listClientFiles(a.owner.client, a.id, a.client.clientId)).toEqual([]);
  });

  it('refuses staff the row that lists a file', async () => {
    const file = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    await expect(
      shareClientFile(a.staff.client, a.id, a.client.clientId, file, 'Scan', english),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await listClientFiles(a.owner.client, a.id, a.client.clientId)).toEqual([]);
  });

  it('refuses a type the bucket does not take, in words', async () => {
    const before = await objectsIn();
    const file = new File(['<p>hi</p>'], 'page.html', { type: 'text/html' });
    await expect(
      shareClientFile(a.owner.client, a.id, a.client.clientId, file, 'Page', english),
    ).rejects.toThrow(/^This type of file cannot be shared\. Share PDFs/);
    expect(await objectsIn()).toEqual(before);
  });

  it('names the size limit when a file is too large', async () => {
    const before = await objectsIn();
    const stored = await storage.objects();
    const file = new File(['x'.repeat(3000)], 'big.txt', { type: 'text/plain' });
    await expect(
      shareClientFile(a.owner.client, a.id, a.client.clientId, file, 'Big', english),
    ).rejects.toThrow('This file is too large: files can be at most 2 KB.');
    expect(await objectsIn()).toEqual(before);
    // Nor a file in the store, nor an upload left half done.
    expect(await storage.objects()).toEqual(stored);
    expect(await storage.pending()).toEqual([]);
  });
});
