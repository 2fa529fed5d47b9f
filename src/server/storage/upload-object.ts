import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { RequestIdentity } from '../rest/request-role.ts';
import { drain } from '../http/body-limit.ts';
import type { ReceivedFile } from './object-store.ts';
import type { UploadBody } from './read-upload.ts';
import { storageErrors } from './storage-error.ts';
import { asCaller, type StorageServices } from './storage-request.ts';
import { checkMimeType, sizeLimitFor } from './upload-rules.ts';

export interface ObjectWrite {
  bucket: string;
  name: string;
  upsert: boolean;
}

/** Thrown to roll back a transaction that only asked whether a write would be allowed. */
class Probe extends Error {}

/**
 * Writes an object's row as the caller: writers of one name take turns (an advisory lock), so
 * that of two uploads without upsert exactly one wins and the other gets 409, and an upsert
 * learns which version it replaced. Row-level security decides whether the row may be written.
 */
async function writeRow(
  tx: Queryable,
  write: ObjectWrite,
  row: { metadata: object; userMetadata: object | null; version: string },
): Promise<{ id: string; replaced: string | undefined }> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `${write.bucket}/${write.name}`,
  ]);
  const previous = await tx.query<{ version: string }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [write.bucket, write.name],
  );
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata, version)
     values ($1, $2, auth.uid(), $3::jsonb, $4::jsonb, $5)
     ${
       write.upsert
         ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
              metadata = excluded.metadata, user_metadata = excluded.user_metadata,
              version = excluded.version, updated_at = now(), last_accessed_at = now()`
         : ''
     }
     returning id`,
    [
      write.bucket,
      write.name,
      JSON.stringify(row.metadata),
      row.userMetadata === null ? null : JSON.stringify(row.userMetadata),
      row.version,
    ],
  );
  return { id: rows[0]?.id ?? '', replaced: previous.rows[0]?.version };
}

/** Whether the caller may write this row, asked before the body is read, then rolled back. */
export async function checkWriteAllowed(
  services: StorageServices,
  identity: RequestIdentity,
  write: ObjectWrite,
): Promise<void> {
  try {
    await asCaller(services, identity, async (tx) => {
      await writeRow(tx, write, { metadata: {}, userMetadata: null, version: randomUUID() });
      throw new Probe();
    });
  } catch (error) {
    if (!(error instanceof Probe)) throw error;
  }
}

/**
 * An upload from start to finish, with nothing half written: the bucket's rules, the size
 * the request declares and the caller's right to write are checked before the body is read; the body streams into the
 * store under a new version (refused past the size limit); the row is written and the file kept
 * in one transaction, and the file is removed again if that transaction does not commit. The version
 * an upsert replaced is deleted last.
 */
export async function uploadObject(
  services: StorageServices,
  identity: RequestIdentity,
  write: ObjectWrite,
  body: UploadBody,
): Promise<{ Id: string; Key: string }> {
  let limit: number;
  let mimeType: string;
  try {
    const bucket = await asCaller(services, identity, (tx) =>
      tx.query<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [write.bucket],
      ),
    );
    const settings = bucket.rows[0];
    if (!settings) throw storageErrors.noSuchBucket();
    mimeType = checkMimeType(body.contentType, settings.allowed_mime_types);
    limit = sizeLimitFor(services.fileSizeLimit, settings.file_size_limit);
    if (body.leastBytes > limit) throw storageErrors.entityTooLarge(limit);
    await checkWriteAllowed(services, identity, write);
  } catch (error) {
    void drain(body.reader);
    throw error;
  }

  // The version is chosen first, so that a bucket receives the body under its final key.
  const version = randomUUID();
  const file: ReceivedFile = await services.store.receive(body.reader, limit, version);
  try {
    const written = await asCaller(services, identity, async (tx) => {
      const result = await writeRow(tx, write, {
        metadata: {
          eTag: `"${file.md5}"`,
          size: file.size,
          mimetype: mimeType,
          cacheControl: body.cacheControl,
          lastModified: new Date().toISOString(),
          contentLength: file.size,
          httpStatusCode: 200,
        },
        userMetadata: body.userMetadata,
        version,
      });
      await services.store.keep(file);
      return result;
    });
    if (written.replaced) await services.store.remove([written.replaced]);
    return { Id: written.id, Key: `${write.bucket}/${write.name}` };
  } catch (error) {
    await services.store.discard(file);
    throw error;
  }
}
