import { describe, expect, it } from 'vitest';
import { readUpload } from './read-upload.ts';
import { StorageError } from './storage-error.ts';

async function text(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(parts).toString();
    parts.push(value);
  }
}

const url = 'http://storage.test/object/b/a';

describe('readUpload', () => {
  it('reads the form supabase-js sends for a Blob', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('metadata', JSON.stringify({ kind: 'waiver' }));
    form.append('', new Blob(['%PDF-1.7 bytes'], { type: 'application/pdf' }), 'a.pdf');
    const upload = await readUpload(new Request(url, { method: 'POST', body: form }));
    expect(upload).toMatchObject({
      contentType: 'application/pdf',
      cacheControl: 'max-age=60',
      userMetadata: { kind: 'waiver' },
    });
    expect(await text(upload.reader)).toBe('%PDF-1.7 bytes');
  });

  it('reads a raw body with its headers', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: 'plain words',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'cache-control': 'max-age=3600',
        'x-metadata': Buffer.from('{"a":1}').toString('base64'),
      },
    });
    const upload = await readUpload(request);
    expect(upload).toMatchObject({
      contentType: 'text/plain;charset=UTF-8',
      cacheControl: 'max-age=3600',
      userMetadata: { a: 1 },
    });
    expect(await text(upload.reader)).toBe('plain words');
  });

  it('says how large the file is at least, by the Content-Length the request declares', async () => {
    const declared = (type: string, length: string) =>
      readUpload(
        new Request(url, {
          method: 'POST',
          body: '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\nx\r\n--b--',
          headers: { 'content-type': type, 'content-length': length },
        }),
      );
    expect((await declared('text/plain', '2000000')).leastBytes).toBe(2_000_000);
    expect((await declared('multipart/form-data; boundary=b', '2000000')).leastBytes).toBe(
      2_000_000 - 11 * 64 * 1024,
    );
    expect((await declared('multipart/form-data; boundary=b', '100')).leastBytes).toBe(0);
    expect((await readUpload(new Request(url, { method: 'POST', body: 'x' }))).leastBytes).toBe(0);
  });

  it('refuses a form without a file, and a malformed one', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    const empty = await readUpload(new Request(url, { method: 'POST', body: form })).catch(
      (error: unknown) => error,
    );
    expect(empty).toBeInstanceOf(StorageError);
    expect((empty as StorageError).message).toBe('No content provided');
    const malformed = await readUpload(
      new Request(url, {
        method: 'POST',
        body: 'not a form',
        headers: { 'content-type': 'multipart/form-data' },
      }),
    ).catch((error: unknown) => error);
    expect((malformed as StorageError).message).toMatch(/^Malformed multipart form/);
  });
});
