import { Hono } from 'hono';
import type { Logger } from 'pino';
import { registerBucketRoutes } from './bucket-routes.ts';
import { registerObjectRoutes } from './object-routes.ts';
import { registerSignedUrlRoutes } from './signed-url-routes.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import type { StorageServices } from './storage-request.ts';
import { logSafePath } from '../http/log-safe-path.ts';

/**
 * /storage/v1: Supabase Storage compatible, for what supabase-js's `storage` client calls.
 * Handlers are thin: names (object-name), bodies (read-upload), rules (upload-rules), SQL as
 * the caller (storage-request), bytes on disk (disk-store). docs/decisions/0012-file-storage.md.
 */
export function registerStorageRoutes(app: Hono, services: StorageServices, logger: Logger): void {
  const storage = new Hono();
  storage.onError((error, c) => {
    if (error instanceof StorageError) return error.toResponse();
    logger.error({ err: error, path: logSafePath(c.req.path) }, 'storage request failed');
    return storageErrors.internal().toResponse();
  });
  registerBucketRoutes(storage, services);
  // Signed URL routes first: `/object/sign/...` would otherwise read as a bucket named "sign".
  registerSignedUrlRoutes(storage, services);
  registerObjectRoutes(storage, services);
  app.route('/storage/v1', storage);
}
