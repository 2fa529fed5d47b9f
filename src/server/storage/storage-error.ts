import { isStatementTimeout } from '../db/statement-timeouts.ts';
import { isDataException, isPostgresError } from '../rest/database-error.ts';

/**
 * An error answered in Supabase Storage's shape, `{statusCode, code, error, message}`. As
 * Supabase Storage does, the HTTP status is 400 for every refusal (500 for our own failures)
 * and `statusCode` carries the specific one as text; supabase-js exposes both
 * (`error.status`, `error.statusCode`).
 */
export class StorageError extends Error {
  override name = 'StorageError';
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, message: string, error = code) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error;
  }

  toResponse(): Response {
    return Response.json(
      {
        statusCode: String(this.statusCode),
        code: this.code,
        error: this.error,
        message: this.message,
      },
      { status: this.statusCode >= 500 ? 500 : 400 },
    );
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (reason: string) => new StorageError(400, 'InvalidKey', reason),
  invalidBucketName: (reason: string) =>
    new StorageError(400, 'InvalidBucketName', reason, 'Invalid Input'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  expiredToken: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  entityTooLarge: (limit: number) =>
    new StorageError(
      413,
      'EntityTooLarge',
      `The object exceeded the maximum allowed size (${limit} bytes)`,
      'Payload too large',
    ),
  bodyTooLarge: (message: string) =>
    new StorageError(413, 'EntityTooLarge', message, 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
  databaseTimeout: (message: string) => new StorageError(500, 'DatabaseTimeout', message),
};

/**
 * What a database refusal means to a storage caller: row-level security and missing grants are
 * access denied, a taken name is a duplicate, a missing bucket is not found, a statement that
 * ran out of the role's time is Storage's DatabaseTimeout. Anything else is ours to log, so it
 * returns undefined.
 */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  if (!isPostgresError(error)) return undefined;
  if (isStatementTimeout(error)) return storageErrors.databaseTimeout(error.message);
  if (error.code === '42501') {
    return storageErrors.accessDenied(
      error.message.startsWith('new row violates row-level security policy')
        ? 'new row violates row-level security policy'
        : error.message,
    );
  }
  if (error.code === '23505') {
    return error.message.includes('buckets')
      ? storageErrors.bucketAlreadyExists()
      : storageErrors.keyAlreadyExists();
  }
  if (error.code === '23503') {
    return error.message.includes('objects_bucket_id_fkey') &&
      error.message.startsWith('update or delete')
      ? storageErrors.bucketNotEmpty()
      : storageErrors.noSuchBucket();
  }
  if (error.code === '23514' || isDataException(error)) {
    return storageErrors.invalidRequest(error.message);
  }
  return undefined;
}
