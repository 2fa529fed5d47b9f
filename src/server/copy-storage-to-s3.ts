// `npm run storage:to-s3` (docs/decisions/0069): copies the files of the disk store (STORAGE_DIR,
// or DATA_DIR/storage) into the bucket of the S3_* settings, under the same keys. It needs no
// database: the rows name versions, which are the keys in both. Run it, stop the server, run
// it again (only what came meanwhile is copied), then start with STORAGE_BACKEND=s3.
import { ConfigError, readConfig } from './config.ts';
import { isExplainedError } from './explained-errors.ts';
import { copyDiskToBucket } from './storage/copy-disk-to-bucket.ts';
import { S3Store } from './storage/s3-store.ts';

try {
  const config = readConfig(process.env);
  if (!config.storage.s3) {
    throw new ConfigError(
      'npm run storage:to-s3 copies STORAGE_DIR into the bucket of S3_BUCKET: set S3_BUCKET, and S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the keys as the server will have them.',
    );
  }
  const bucket = new S3Store(config.storage.s3);
  try {
    await bucket.init();
    const { copied, skipped, bytes } = await copyDiskToBucket(config.storage.dir, bucket);
    process.stdout.write(
      [
        `Copied ${copied} file${copied === 1 ? '' : 's'} (${bytes} bytes) from ${config.storage.dir} to ${bucket.description}; ${skipped} ${skipped === 1 ? 'was' : 'were'} there already.`,
        'Once the server has stopped and a last run copied nothing, start it with STORAGE_BACKEND=s3.',
        '',
      ].join('\n'),
    );
  } finally {
    bucket.close();
  }
} catch (error) {
  if (!isExplainedError(error)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
