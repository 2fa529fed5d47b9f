import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';
import { serviceRoleClient } from '../test-support/supabase-client.ts';
import {
  databaseAndStorage,
  startTestStorage,
  type TestStorage,
} from '../test-support/test-storage.ts';

const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 256));

describe.each(databaseAndStorage)(
  '/storage/v1 objects through supabase-js on %s, files on %s',
  (kind, backend) => {
    let server: TestServer;
    let service: SupabaseClient;
    let storage: TestStorage;
    beforeAll(async () => {
      storage = await startTestStorage(backend);
      server = await startTestServerOn(kind, storage.env);
      service = serviceRoleClient(server);
      const created = await service.storage.createBucket('docs', {
        public: false,
        fileSizeLimit: 1024,
        allowedMimeTypes: ['application/pdf', 'text/plain', 'image/*'],
      });
      expect(created).toEqual({ data: { name: 'docs' }, error: null });
    });
    afterAll(async () => {
      await server?.stop();
      await storage?.stop();
    });

    it('manages buckets with the service_role key', async () => {
      expect((await service.storage.createBucket('scratch', { public: true })).error).toBeNull();
      const again = await service.storage.createBucket('scratch', { public: true });
      expect(again.error).toMatchObject({
        status: 400,
        statusCode: '409',
        message: 'The resource already exists',
      });
      const got = await service.storage.getBucket('scratch');
      expect(got.data).toMatchObject({ id: 'scratch', name: 'scratch', public: true });
      const updated = await service.storage.updateBucket('scratch', {
        public: false,
        fileSizeLimit: '1KB',
      });
      expect(updated.data).toEqual({ message: 'Successfully updated' });
      expect((await service.storage.getBucket('scratch')).data).toMatchObject({
        public: false,
        file_size_limit: 1024,
      });
      const listed = await service.storage.listBuckets();
      expect(listed.data?.map((bucket) => bucket.id)).toEqual([
        'business-brand',
        'client-files',
        'docs',
        'scratch',
      ]);
      await service.storage.from('scratch').upload('a.txt', 'a');
      const notEmpty = await service.storage.deleteBucket('scratch');
      expect(notEmpty.error).toMatchObject({ statusCode: '409' });
      expect((await service.storage.emptyBucket('scratch')).data).toEqual({
        message: 'Successfully emptied',
      });
      expect((await service.storage.deleteBucket('scratch')).data).toEqual({
        message: 'Successfully deleted',
      });
      const gone = await service.storage.getBucket('scratch');
      expect(gone.error).toMatchObject({
        status: 400,
        statusCode: '404',
        message: 'Bucket not found',
      });
    });

    it('uploads and downloads the same bytes, as a form and as a raw body', async () => {
      const docs = service.storage.from('docs');
      const content = bytes(1000);
      const uploaded = await docs.upload(
        'folder/scan.pdf',
        new Blob([content], { type: 'application/pdf' }),
      );
      expect(uploaded.error).toBeNull();
      expect(uploaded.data).toMatchObject({
        path: 'folder/scan.pdf',
        fullPath: 'docs/folder/scan.pdf',
      });
      const downloaded = await docs.download('folder/scan.pdf');
      expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer())).toEqual(content);
      expect(downloaded.data?.type).toBe('application/pdf');
      expect((await docs.exists('folder/scan.pdf')).data).toBe(true);
      expect((await docs.exists('folder/none.pdf')).data).toBe(false);
      const info = await docs.info('folder/scan.pdf');
      expect(info.data).toMatchObject({
        name: 'folder/scan.pdf',
        size: 1000,
        contentType: 'application/pdf',
      });

      expect(
        (await docs.upload('folder/notes.txt', 'plain words', { contentType: 'text/plain' })).error,
      ).toBeNull();
      const text = await docs.download('folder/notes.txt');
      expect(await text.data?.text()).toBe('plain words');
    });

    it('answers downloads with the headers caches and players need, and byte ranges', async () => {
      await service.storage
        .from('docs')
        .upload('range.txt', '0123456789', { contentType: 'text/plain', cacheControl: '60' });
      const url = `${server.url}/storage/v1/object/docs/range.txt`;
      const headers = { Authorization: `Bearer ${server.apiKeys.serviceRole}` };
      const whole = await fetch(url, { headers });
      expect(whole.headers.get('content-length')).toBe('10');
      expect(whole.headers.get('cache-control')).toBe('max-age=60');
      expect(whole.headers.get('etag')).toBe('"781e5e245d69b566979b86e28d23f2c7"');
      expect(whole.headers.get('last-modified')).toMatch(/GMT$/);
      expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
      const part = await fetch(url, { headers: { ...headers, Range: 'bytes=2-4' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
      expect(await part.text()).toBe('234');
      expect((await fetch(url, { headers: { ...headers, Range: 'bytes=10-' } })).status).toBe(416);
      const cached = await fetch(url, {
        headers: { ...headers, 'If-None-Match': whole.headers.get('etag') ?? '' },
      });
      expect(cached.status).toBe(304);
    });

    it('refuses a second upload of a name unless it upserts, and upsert replaces the bytes', async () => {
      const docs = service.storage.from('docs');
      expect(
        (await docs.upload('same.txt', 'first', { contentType: 'text/plain' })).error,
      ).toBeNull();
      const duplicate = await docs.upload('same.txt', 'second', { contentType: 'text/plain' });
      expect(duplicate.error).toMatchObject({
        status: 400,
        statusCode: '409',
        message: 'The resource already exists',
      });
      expect(
        (await docs.upload('same.txt', 'second', { contentType: 'text/plain', upsert: true }))
          .error,
      ).toBeNull();
      expect(await (await docs.download('same.txt')).data?.text()).toBe('second');
      expect(
        (await docs.update('same.txt', 'third', { contentType: 'text/plain' })).error,
      ).toBeNull();
      expect(await (await docs.download('same.txt')).data?.text()).toBe('third');
      // The replaced versions' files are gone: one file per object remains.
      const { count } = await countObjects(server);
      expect(await storage.objects()).toHaveLength(count);
    });

    it('lets exactly one of concurrent uploads of one name win', async () => {
      const docs = service.storage.from('docs');
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          docs.upload('race.txt', `writer ${i}`, { contentType: 'text/plain' }),
        ),
      );
      expect(results.filter((result) => result.error === null)).toHaveLength(1);
      expect(
        results.filter((result) => result.error?.message === 'The resource already exists'),
      ).toHaveLength(5);
      expect(await storage.pending()).toEqual([]);
    });

    it('lists a folder with prefix, search, sorting, limit and offset', async () => {
      const docs = service.storage.from('docs');
      for (const name of ['list/b.txt', 'list/a.txt', 'list/C.txt', 'list/sub/deep.txt']) {
        expect((await docs.upload(name, name, { contentType: 'text/plain' })).error).toBeNull();
      }
      const all = await docs.list('list');
      expect(all.data?.map((entry) => entry.name)).toEqual(['C.txt', 'a.txt', 'b.txt', 'sub']);
      const folder = all.data?.find((entry) => entry.name === 'sub');
      expect(folder).toMatchObject({ id: null, metadata: null });
      expect(all.data?.find((entry) => entry.name === 'a.txt')?.metadata).toMatchObject({
        size: 10,
        mimetype: 'text/plain',
      });
      const page = await docs.list('list/', {
        limit: 2,
        offset: 1,
        sortBy: { column: 'name', order: 'desc' },
      });
      expect(page.data?.map((entry) => entry.name)).toEqual(['b.txt', 'a.txt']);
      expect((await docs.list('list', { search: 'c' })).data?.map((entry) => entry.name)).toEqual([
        'C.txt',
      ]);
      expect((await docs.list('list/sub')).data?.map((entry) => entry.name)).toEqual(['deep.txt']);
    });

    it('removes objects and their files, and moves and copies them', async () => {
      const docs = service.storage.from('docs');
      await docs.upload('gone/one.txt', 'one', { contentType: 'text/plain' });
      await docs.upload('gone/two.txt', 'two', { contentType: 'text/plain' });
      expect((await docs.move('gone/one.txt', 'gone/moved.txt')).data).toEqual({
        message: 'Successfully moved',
      });
      expect((await docs.copy('gone/two.txt', 'gone/copy.txt')).data).toEqual({
        path: 'docs/gone/copy.txt',
      });
      expect(await (await docs.download('gone/moved.txt')).data?.text()).toBe('one');
      expect(await (await docs.download('gone/copy.txt')).data?.text()).toBe('two');
      const removed = await docs.remove([
        'gone/moved.txt',
        'gone/two.txt',
        'gone/copy.txt',
        'gone/never.txt',
      ]);
      expect(removed.data?.map((entry) => entry.name).sort()).toEqual([
        'gone/copy.txt',
        'gone/moved.txt',
        'gone/two.txt',
      ]);
      const missing = await docs.download('gone/two.txt');
      expect(missing.error).toMatchObject({ status: 400 });
      expect((await docs.list('gone')).data).toEqual([]);
      const { count } = await countObjects(server);
      expect(await storage.objects()).toHaveLength(count);
    });

    it('opens signed URLs without a session until they lapse', async () => {
      const docs = service.storage.from('docs');
      await docs.upload('signed/a file.txt', 'signed bytes', { contentType: 'text/plain' });
      // Two seconds: expiry is in whole seconds, so a one-second URL may lapse at once.
      const signed = await docs.createSignedUrl('signed/a file.txt', 2);
      expect(signed.error).toBeNull();
      const url = signed.data?.signedUrl ?? '';
      const opened = await fetch(url);
      expect(opened.status).toBe(200);
      expect(await opened.text()).toBe('signed bytes');
      const elsewhere = await fetch(url.replace('a%20file.txt', 'other.txt'));
      expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const lapsed = await fetch(url);
      expect(lapsed.status).toBe(400);
      expect(await lapsed.json()).toMatchObject({
        code: 'ExpiredToken',
        message: 'The provided token has expired.',
      });

      const several = await docs.createSignedUrls(['signed/a file.txt', 'signed/none.txt'], 60);
      expect(several.data?.[1]).toMatchObject({ path: 'signed/none.txt', signedUrl: null });
      expect(await (await fetch(several.data?.[0]?.signedUrl ?? '')).text()).toBe('signed bytes');
    });

    it('takes uploads through a signed upload URL', async () => {
      const docs = service.storage.from('docs');
      const signed = await docs.createSignedUploadUrl('signed-upload/form.pdf');
      expect(signed.error).toBeNull();
      const { token = '', path: name = '' } = signed.data ?? {};
      const uploaded = await docs.uploadToSignedUrl(
        name,
        token,
        new Blob(['%PDF'], { type: 'application/pdf' }),
      );
      expect(uploaded.error).toBeNull();
      expect(await (await docs.download('signed-upload/form.pdf')).data?.text()).toBe('%PDF');
    });

    it('refuses a file over the size limit with 413, keeping neither a file nor a row', async () => {
      const docs = service.storage.from('docs');
      const before = await countObjects(server);
      const tooLarge = await docs.upload(
        'big.pdf',
        new Blob([bytes(5000)], { type: 'application/pdf' }),
      );
      expect(tooLarge.error).toMatchObject({ status: 400, statusCode: '413' });
      expect(tooLarge.error?.message).toMatch(/exceeded the maximum allowed size/);
      const raw = await docs.upload('big.txt', bytes(2000), { contentType: 'text/plain' });
      expect(raw.error).toMatchObject({ statusCode: '413' });
      expect(await countObjects(server)).toEqual(before);
      expect(await storage.pending()).toEqual([]);
      expect(await storage.objects()).toHaveLength(before.count);
    });

    it('streams an upload of several megabytes in and out, in ranges too', async () => {
      const large = service.storage.from('large');
      expect((await service.storage.createBucket('large', { public: false })).error).toBeNull();
      const content = bytes(6 * 1024 * 1024 + 5);
      const uploaded = await large.upload('video.bin', content, {
        contentType: 'application/octet-stream',
      });
      expect(uploaded.error).toBeNull();
      const url = `${server.url}/storage/v1/object/large/video.bin`;
      const headers = { Authorization: `Bearer ${server.apiKeys.serviceRole}` };
      const whole = await fetch(url, { headers });
      expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
      const tail = await fetch(url, { headers: { ...headers, Range: 'bytes=-10' } });
      expect(tail.headers.get('content-range')).toBe(
        `bytes ${content.length - 10}-${content.length - 1}/${content.length}`,
      );
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(content.subarray(-10));
      expect((await large.remove(['video.bin'])).error).toBeNull();
      const { count } = await countObjects(server);
      expect(await storage.objects()).toHaveLength(count);
    });

    it('refuses types the bucket does not allow, names that escape, and unknown buckets', async () => {
      const docs = service.storage.from('docs');
      const html = await docs.upload('page.html', '<script>alert(1)</script>', {
        contentType: 'text/html',
      });
      expect(html.error).toMatchObject({
        statusCode: '415',
        message: 'mime type text/html is not supported',
      });
      const zip = await docs.upload('a.zip', new Blob(['PK'], { type: 'application/zip' }));
      expect(zip.error).toMatchObject({ statusCode: '415' });
      for (const name of ['../escape.txt', 'a/../../b.txt', 'a\u0000b.txt', 'x'.repeat(1025)]) {
        const refused = await docs.upload(name, 'x', { contentType: 'text/plain' });
        expect(refused.error, name).toMatchObject({ status: 400, statusCode: '400' });
      }
      const traversal = await fetch(
        `${server.url}/storage/v1/object/docs/a%2F..%2F..%2Fetc%2Fpasswd`,
        {
          headers: { Authorization: `Bearer ${server.apiKeys.serviceRole}` },
        },
      );
      expect(await traversal.json()).toMatchObject({
        code: 'InvalidKey',
        message: expect.stringMatching(/\.\./),
      });
      const nowhere = await service.storage.from('nowhere').upload('a.txt', 'a');
      expect(nowhere.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    });
  },
);

async function countObjects(server: TestServer) {
  const { rows } = await server.db.query<{ count: number }>(
    'select count(*)::int as count from storage.objects',
  );
  return { count: rows[0]?.count ?? 0 };
}
