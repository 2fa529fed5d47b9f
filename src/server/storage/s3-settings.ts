/** S3_*: a bucket on AWS S3, Cloudflare R2, MinIO or any S3-compatible server. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For anything but AWS itself: R2's account endpoint, MinIO's address, moto's in tests. */
  endpoint: string | undefined;
  /** Without them, the SDK's own chain (AWS_* variables, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name (MinIO, moto). */
  forcePathStyle: boolean;
}

export type StorageBackend = 'disk' | 's3';

export interface S3Values {
  backend: StorageBackend;
  bucket: string | undefined;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean | undefined;
}

/**
 * The bucket settings, read whenever S3_BUCKET is set (so that `npm run storage:to-s3` can copy
 * a disk store into the bucket before STORAGE_BACKEND says s3); the problems, each naming its
 * variable, when they do not add up.
 */
export function readS3Settings(values: S3Values): S3Settings | undefined | { problems: string[] } {
  const problems: string[] = [];
  if (values.backend === 's3' && values.bucket === undefined) {
    problems.push('S3_BUCKET: STORAGE_BACKEND=s3 needs the name of the bucket');
  }
  if ((values.accessKeyId === undefined) !== (values.secretAccessKey === undefined)) {
    problems.push(
      `${values.accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK's own credentials)`,
    );
  }
  const others = [values.endpoint, values.accessKeyId, values.forcePathStyle];
  if (values.bucket === undefined && others.some((value) => value !== undefined)) {
    problems.push('S3_BUCKET: the other S3_* settings are set, but not the bucket they are for');
  }
  if (problems.length > 0) return { problems };
  if (values.bucket === undefined) return undefined;
  return {
    bucket: values.bucket,
    region: values.region,
    endpoint: values.endpoint,
    credentials:
      values.accessKeyId !== undefined && values.secretAccessKey !== undefined
        ? { accessKeyId: values.accessKeyId, secretAccessKey: values.secretAccessKey }
        : undefined,
    forcePathStyle: values.forcePathStyle ?? false,
  };
}
