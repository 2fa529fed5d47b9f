import type { StorageConfig } from '../config.ts';
import { DiskStore } from './disk-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3Store } from './s3-store.ts';

/** The store STORAGE_BACKEND names, ready: its folders made, or its bucket answering. */
export async function openObjectStore(config: StorageConfig): Promise<ObjectStore> {
  const store =
    config.backend === 's3' && config.s3 ? new S3Store(config.s3) : new DiskStore(config.dir);
  try {
    await store.init();
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
