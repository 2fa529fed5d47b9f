import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestStorage,
  storageBackends,
  type TestStorage,
} from '../test-support/test-storage.ts';
import type { ObjectStore } from './object-store.ts';
import { StorageError } from './storage-error.ts';

function chunks(...parts: (string | Uint8Array)[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) {
        controller.enqueue(typeof part === 'string' ? new TextEncoder().encode(part) : part);
      }
      controller.close();
    },
  }).getReader();
}

/** `megabytes` of bytes that differ from one position to the next, in chunks of 64 KiB. */
function megabytes(count: number): Uint8Array[] {
  return Array.from({ length: count * 16 }, (_, index) =>
    Uint8Array.from({ length: 64 * 1024 }, (_, i) => (index * 31 + i * 7) % 251),
  );
}

async function text(store: ObjectStore, version: string, start?: number, end?: number) {
  const file = await store.open(version);
  if (!file) return undefined;
  const stream = await file.read(start ?? 0, end ?? file.size - 1);
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const version = (n: number) => `0f0e0d0c-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(storageBackends)('the object store on %s', (backend) => {
  let storage: TestStorage;
  let store: ObjectStore;
  beforeAll(async () => {
    storage = await startTestStorage(backend);
    store = storage.store;
  });
  afterAll(() => storage?.stop());

  it('receives a body under its version, keeps it, reads ranges, copies and removes it', async () => {
    const file = await store.receive(chunks('hello ', 'world'), 100, version(1));
    expect(file).toEqual({
      version: version(1),
      size: 11,
      md5: '5eb63bbbe01eeed093cb22bb8f5acdc3',
    });
    await store.keep(file);
    expect(await storage.objects()).toEqual(['objects/0f/' + version(1)]);
    expect(await storage.pending()).toEqual([]);
    expect((await store.open(version(1)))?.size).toBe(11);
    expect((await text(store, version(1)))?.toString()).toBe('hello world');
    expect((await text(store, version(1), 2, 4))?.toString()).toBe('llo');
    await store.duplicate(version(1), version(2));
    await store.remove([version(1), version(3)]);
    expect(await store.open(version(1))).toBeUndefined();
    expect((await text(store, version(2)))?.toString()).toBe('hello world');
    await store.remove([version(2)]);
    expect(await storage.objects()).toEqual([]);
  });

  it('keeps an empty body', async () => {
    const file = await store.receive(chunks(), 100, version(4));
    await store.keep(file);
    expect((await store.open(version(4)))?.size).toBe(0);
    await store.discard(file);
    expect(await store.open(version(4))).toBeUndefined();
  });

  it('refuses a body over the limit with 413, keeping nothing, and reads the rest', async () => {
    const reader = chunks('12345', '67890', 'tail');
    const refused = await store.receive(reader, 8, version(5)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageError);
    expect((refused as StorageError).statusCode).toBe(413);
    expect(await storage.objects()).toEqual([]);
    expect(await storage.pending()).toEqual([]);
    expect((await reader.read()).done).toBe(true);
  });

  it('refuses a body over the limit at once, whether or not the rest ever comes', async () => {
    // A client that sent past the limit and then stopped, never ending its body.
    const reader = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('0123456789'));
      },
    }).getReader();
    await expect(store.receive(reader, 8, version(6))).rejects.toMatchObject({ statusCode: 413 });
    expect(await storage.objects()).toEqual([]);
  });

  it('leaves nothing when the body fails midway', async () => {
    const reader = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.error(new Error('connection lost'));
      },
    }).getReader();
    await expect(store.receive(reader, 100, version(7))).rejects.toThrow('connection lost');
    expect(await storage.objects()).toEqual([]);
    expect(await storage.pending()).toEqual([]);
  });

  it('streams a body of several megabytes (several parts in a bucket) and reads any range', async () => {
    const parts = megabytes(12);
    const md5 = createHash('md5');
    for (const part of parts) md5.update(part);
    const file = await store.receive(chunks(...parts), 20 * 1024 * 1024, version(8));
    expect(file.size).toBe(12 * 1024 * 1024);
    expect(file.md5).toBe(md5.digest('hex'));
    await store.keep(file);
    const whole = Buffer.concat(parts);
    // Across the boundary between the first and the second part of five MiB.
    const start = 5 * 1024 * 1024 - 3;
    expect(await text(store, version(8), start, start + 9)).toEqual(
      whole.subarray(start, start + 10),
    );
    expect((await text(store, version(8)))?.equals(whole)).toBe(true);
    await store.remove([version(8)]);
    expect(await storage.objects()).toEqual([]);
  });

  it('refuses a large body once past the limit, after parts went up, leaving no part', async () => {
    const reader = chunks(...megabytes(12));
    await expect(store.receive(reader, 11 * 1024 * 1024, version(9))).rejects.toMatchObject({
      statusCode: 413,
    });
    expect(await storage.objects()).toEqual([]);
    expect(await storage.pending()).toEqual([]);
  });

  it('discards a kept file whose row did not commit', async () => {
    const file = await store.receive(chunks('orphan'), 100, version(10));
    await store.keep(file);
    await store.discard(file);
    expect(await storage.objects()).toEqual([]);
  });

  it('only ever makes keys of version ids', async () => {
    await expect(store.open('../../etc/passwd')).rejects.toThrow('Not a file version');
    await expect(store.receive(chunks('x'), 10, '../x')).rejects.toThrow('Not a file version');
  });
});
