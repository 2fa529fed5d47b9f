import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStore } from './disk-store.ts';
import { StorageError } from './storage-error.ts';

function chunks(...parts: string[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  }).getReader();
}

describe('DiskStore', () => {
  let root: string;
  let store: DiskStore;
  beforeEach(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'disk-store-'));
    store = new DiskStore(root);
    await store.init();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const version = '0f0e0d0c-0000-4000-8000-000000000001';

  it('receives a body into tmp/, then keeps it under its version', async () => {
    const file = await store.receive(chunks('hello ', 'world'), 100);
    expect(file.size).toBe(11);
    expect(file.md5).toBe('5eb63bbbe01eeed093cb22bb8f5acdc3');
    expect(path.dirname(file.tempPath)).toBe(path.join(root, 'tmp'));
    await store.keep(file, version);
    expect(fs.readFileSync(store.pathOf(version), 'utf8')).toBe('hello world');
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
    await store.duplicate(version, '0f0e0d0c-0000-4000-8000-000000000002');
    await store.remove([version, '0f0e0d0c-0000-4000-8000-000000000003']);
    expect(fs.existsSync(store.pathOf(version))).toBe(false);
    expect(fs.existsSync(store.pathOf('0f0e0d0c-0000-4000-8000-000000000002'))).toBe(true);
  });

  it('refuses a body over the limit with 413, keeping nothing, and reads the rest', async () => {
    const reader = chunks('12345', '67890', 'tail');
    const refused = await store.receive(reader, 8).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StorageError);
    expect((refused as StorageError).statusCode).toBe(413);
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
    expect((await reader.read()).done).toBe(true);
  });

  it('refuses a body over the limit at once, whether or not the rest ever comes', async () => {
    // A client that sent past the limit and then stopped, never ending its body.
    const reader = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('0123456789'));
      },
    }).getReader();
    await expect(store.receive(reader, 8)).rejects.toMatchObject({ statusCode: 413 });
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('deletes the temporary file when the body fails midway', async () => {
    const reader = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.error(new Error('connection lost'));
      },
    }).getReader();
    await expect(store.receive(reader, 100)).rejects.toThrow('connection lost');
    expect(fs.readdirSync(path.join(root, 'tmp'))).toEqual([]);
  });

  it('only ever makes paths of version ids inside its folder', () => {
    expect(() => store.pathOf('../../etc/passwd')).toThrow('Not a file version');
    expect(store.pathOf(version).startsWith(path.join(root, 'objects', '0f'))).toBe(true);
  });
});
