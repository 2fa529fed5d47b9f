import fs from 'node:fs';
import path from 'node:path';
import { eachInParallel } from './each-in-parallel.ts';
import { isVersion, objectKey, ObjectStoreError } from './object-store.ts';
import type { S3Store } from './s3-store.ts';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: copied by an earlier run. */
  skipped: number;
  bytes: number;
}

/** How many files go up at once; each holds at most two parts of 5 MiB. */
const concurrency = 4;

/** Every kept version under a disk store's `objects/`, with its file; `tmp/` is left out. */
function versionsOnDisk(dir: string): { version: string; file: string }[] {
  const objects = path.join(dir, 'objects');
  if (!fs.existsSync(objects)) {
    throw new ObjectStoreError(
      `There is no disk store at ${dir} (no objects/ folder): check STORAGE_DIR.`,
    );
  }
  return fs.readdirSync(objects).flatMap((shard) =>
    fs.statSync(path.join(objects, shard)).isDirectory()
      ? fs
          .readdirSync(path.join(objects, shard))
          .filter((name) => isVersion(name) && name.startsWith(shard))
          .map((version) => ({ version, file: path.join(objects, shard, version) }))
      : [],
  );
}

/**
 * Copies a disk store's files into a bucket under the same keys, so the rows of
 * storage.objects name them there as they did on disk. Idempotent: a key already in the bucket
 * with the file's size is skipped, so it can run again after the server stopped taking uploads
 * to copy only what came since (docs/decisions/0069).
 */
export async function copyDiskToBucket(dir: string, bucket: S3Store): Promise<CopyReport> {
  const present = await bucket.keys();
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  await eachInParallel(versionsOnDisk(dir), concurrency, async (next) => {
    const { size } = await fs.promises.stat(next.file);
    if (present.get(objectKey(next.version)) === size) {
      report.skipped += 1;
      return;
    }
    await bucket.put(next.version, fs.createReadStream(next.file));
    report.copied += 1;
    report.bytes += size;
  });
  return report;
}
