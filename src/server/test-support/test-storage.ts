import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { DiskStore } from '../storage/disk-store.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { S3Store } from '../storage/s3-store.ts';
import type { StorageBackend } from '../storage/s3-settings.ts';
import { startMoto, type Moto } from './moto.ts';
import { testDatabaseKinds, type DatabaseKind } from './test-database.ts';

/** The storage tests run on both backends, as the database tests run on both databases. */
export const storageBackends: StorageBackend[] = ['disk', 's3'];

/** Each database with each backend, for suites of a whole server that keeps files. */
export const databaseAndStorage: [DatabaseKind, StorageBackend][] = testDatabaseKinds.flatMap(
  (kind) => storageBackends.map((backend): [DatabaseKind, StorageBackend] => [kind, backend]),
);

export interface TestStorage {
  backend: StorageBackend;
  /** The settings a server needs to keep its files here. */
  env: Record<string, string>;
  /** A store on the same folder or bucket, for a test to look into. */
  store: ObjectStore;
  /** The kept versions' keys (`objects/…`). */
  objects(): Promise<string[]>;
  /** What uploads in progress hold: files in `tmp/`, or multipart uploads not completed. */
  pending(): Promise<string[]>;
  stop(): Promise<void>;
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
}

async function diskStorage(): Promise<TestStorage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  const store = new DiskStore(dir);
  await store.init();
  return {
    backend: 'disk',
    env: { STORAGE_BACKEND: 'disk', STORAGE_DIR: dir },
    store,
    objects: () =>
      Promise.resolve(filesIn(path.join(dir, 'objects')).map((file) => path.relative(dir, file))),
    pending: () => Promise.resolve(filesIn(path.join(dir, 'tmp'))),
    stop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/** A new, empty bucket on a running moto: the settings a server needs, and a store on it. */
export async function motoBucket(
  moto: Moto,
): Promise<{ env: Record<string, string>; store: S3Store }> {
  const bucket = `test-${randomUUID()}`;
  await moto.createBucket(bucket);
  const store = new S3Store({
    bucket,
    region: moto.region,
    endpoint: moto.endpoint,
    credentials: moto.credentials,
    forcePathStyle: true,
  });
  return {
    env: {
      STORAGE_BACKEND: 's3',
      S3_BUCKET: bucket,
      S3_REGION: moto.region,
      S3_ENDPOINT: moto.endpoint,
      S3_ACCESS_KEY_ID: moto.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: moto.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    store,
  };
}

async function s3Storage(): Promise<TestStorage> {
  const moto = await startMoto();
  const { env, store } = await motoBucket(moto);
  const bucket = store.bucket;
  return {
    backend: 's3',
    env,
    store,
    objects: async () => [...(await store.keys()).keys()],
    pending: async () => {
      const listed = await store.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      return (listed.Uploads ?? []).map((upload) => upload.Key ?? '');
    },
    async stop() {
      store.close();
      await moto.stop();
    },
  };
}

/** An empty store of the backend: a temporary folder, or a bucket on a moto of its own. */
export function startTestStorage(backend: StorageBackend): Promise<TestStorage> {
  return backend === 's3' ? s3Storage() : diskStorage();
}
