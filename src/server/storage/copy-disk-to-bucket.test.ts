import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptTestDatabase, type KeptDatabase } from '../test-support/kept-database.ts';
import { serviceRoleClient } from '../test-support/supabase-client.ts';
import { startTestStorage, type TestStorage } from '../test-support/test-storage.ts';
import { copyDiskToBucket } from './copy-disk-to-bucket.ts';
import type { DiskStore } from './disk-store.ts';
import type { S3Store } from './s3-store.ts';

// Moving a deployment's files from the disk into a bucket (docs/decisions/0069): the copy, that
// running it again copies only what is missing, and `npm run storage:to-s3` between a server
// that kept its files on disk and one that finds them in the bucket.

function chunks(text: string) {
  return new Response(text).body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
}

/** What `npm run storage:to-s3` runs, with these settings. */
function storageToS3(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/copy-storage-to-s3.ts'], {
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('copying a disk store into a bucket', () => {
  let disk: TestStorage;
  let bucket: TestStorage;
  beforeAll(async () => {
    [disk, bucket] = await Promise.all([startTestStorage('disk'), startTestStorage('s3')]);
  });
  afterAll(async () => {
    await disk?.stop();
    await bucket?.stop();
  });

  const version = (n: number) => `a0e0d0c0-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const put = async (n: number, text: string) => {
    const file = await disk.store.receive(chunks(text), 1000, version(n));
    await disk.store.keep(file);
  };

  it('copies every kept file under its key, and only what is missing when run again', async () => {
    await put(1, 'first');
    await put(2, 'second');
    await put(3, '');
    // An upload in progress (or cut short by a crash) is not a file of any row.
    await disk.store.receive(chunks('half'), 1000, version(4));
    const s3 = bucket.store as S3Store;
    expect(await copyDiskToBucket((disk.store as DiskStore).root, s3)).toEqual({
      copied: 3,
      skipped: 0,
      bytes: 11,
    });
    expect((await bucket.objects()).sort()).toEqual((await disk.objects()).sort());
    const read = async (n: number) => {
      const file = await s3.open(version(n));
      return file && (await new Response(await file.read(0, file.size - 1)).text());
    };
    expect(await read(2)).toBe('second');

    await put(5, 'since');
    // A file that did not arrive whole is copied again.
    await s3.remove([version(1)]);
    await s3.put(version(1), Readable.from(['fir']));
    expect(await copyDiskToBucket((disk.store as DiskStore).root, s3)).toEqual({
      copied: 2,
      skipped: 2,
      bytes: 10,
    });
    expect(await read(1)).toBe('first');
    expect(await copyDiskToBucket((disk.store as DiskStore).root, s3)).toMatchObject({
      copied: 0,
      skipped: 4,
    });
  });

  it('says what it needs when no bucket or no disk store is named', async () => {
    const noBucket = await storageToS3({ STORAGE_DIR: (disk.store as DiskStore).root });
    expect(noBucket.code).toBe(1);
    expect(noBucket.output).toContain('set S3_BUCKET');
    const noStore = await storageToS3({
      ...bucket.env,
      STORAGE_BACKEND: 'disk',
      STORAGE_DIR: path.join((disk.store as DiskStore).root, 'none'),
    });
    expect(noStore.code).toBe(1);
    expect(noStore.output).toMatch(/^There is no disk store at .*none \(no objects\/ folder\)/);
  });
});

describe('npm run storage:to-s3 between a server on disk and one on the bucket', () => {
  let kept: KeptDatabase;
  let disk: TestStorage;
  let bucket: TestStorage;
  beforeAll(async () => {
    [kept, disk, bucket] = await Promise.all([
      keptTestDatabase('pglite'),
      startTestStorage('disk'),
      startTestStorage('s3'),
    ]);
  });
  afterAll(async () => {
    await kept?.remove();
    await disk?.stop();
    await bucket?.stop();
  });

  it('finds every object in the bucket that the server kept on disk', async () => {
    const before = await kept.start(disk.env);
    const service = serviceRoleClient(before);
    await service.storage.createBucket('moved', { public: false });
    for (const name of ['a.txt', 'folder/b.txt']) {
      expect(
        (await service.storage.from('moved').upload(name, `bytes of ${name}`)).error,
      ).toBeNull();
    }
    await before.stop();

    const { STORAGE_DIR = '' } = disk.env;
    const first = await storageToS3({ ...kept.env, ...bucket.env, STORAGE_DIR });
    expect(first).toMatchObject({ code: 0 });
    expect(first.output).toMatch(
      /^Copied 2 files \(\d+ bytes\) from .* to the bucket test-.*; 0 were there already\./,
    );
    const again = await storageToS3({ ...kept.env, ...bucket.env, STORAGE_DIR });
    expect(again.output).toMatch(/^Copied 0 files \(0 bytes\) .*; 2 were there already\./);

    // The disk is gone: the files are read from the bucket.
    fs.rmSync(STORAGE_DIR, { recursive: true, force: true });
    const after = await kept.start(bucket.env);
    try {
      const moved = serviceRoleClient(after).storage.from('moved');
      expect(await (await moved.download('folder/b.txt')).data?.text()).toBe(
        'bytes of folder/b.txt',
      );
      expect(await (await moved.download('a.txt')).data?.text()).toBe('bytes of a.txt');
    } finally {
      await after.stop();
    }
  });
});
