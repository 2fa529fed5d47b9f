import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DiskStore } from '../storage/disk-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { S3Store } from '../storage/s3-store.ts';
import { StorageError } from '../storage/storage-error.ts';

/** A version's bytes as a stream, or undefined when the store no longer has it. */
export async function readVersion(
  store: ObjectStore,
  version: string,
): Promise<Readable | undefined> {
  const file = await store.open(version);
  if (!file) return undefined;
  if (file.size === 0) {
    await file.close();
    return Readable.from([]);
  }
  try {
    // The stream closes what it opened once it has been read to the end.
    return Readable.fromWeb((await file.read(0, file.size - 1)) as WebReadableStream<Uint8Array>);
  } catch (error) {
    // In a bucket, removed between the size and the bytes.
    if (error instanceof StorageError && error.code === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Streams `source` into the store as `version`'s file, the way an upload is kept; its size. */
export async function writeVersion(
  store: ObjectStore,
  version: string,
  source: Readable,
): Promise<number> {
  const reader = (Readable.toWeb(source) as ReadableStream<Uint8Array>).getReader();
  const file = await store.receive(reader, Number.POSITIVE_INFINITY, version);
  await store.keep(file);
  return file.size;
}

function holdsAFile(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some(
      (entry) => entry.isFile() || (entry.isDirectory() && holdsAFile(path.join(dir, entry.name))),
    );
}

/** Whether the store holds any file under `objects/` (a restore goes into an empty one). */
export async function storeHoldsFiles(store: ObjectStore): Promise<boolean> {
  if (store instanceof S3Store) return (await store.keys()).size > 0;
  if (store instanceof DiskStore) return holdsAFile(path.join(store.root, 'objects'));
  throw new Error(`No way to list ${store.description}`);
}
