import type { Queryable } from '../db/database.ts';
import { byteRange } from './byte-range.ts';
import type { ObjectStore } from './object-store.ts';
import { storageErrors } from './storage-error.ts';

export interface StoredObject {
  id: string;
  version: string;
  metadata: { mimetype?: string; eTag?: string; cacheControl?: string; size?: number } | null;
  updated_at: Date | string;
}

/** The row of one object, read with whatever role the transaction runs as. */
export async function findObject(
  tx: Queryable,
  bucket: string,
  name: string,
  publicOnly = false,
): Promise<StoredObject> {
  const { rows } = await tx.query<StoredObject>(
    `select o.id, o.version, o.metadata, o.updated_at from storage.objects o
     ${publicOnly ? 'join storage.buckets b on b.id = o.bucket_id and b.public' : ''}
     where o.bucket_id = $1 and o.name = $2`,
    [bucket, name],
  );
  const row = rows[0];
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** `?download` or `?download=name.pdf`, as supabase-js adds them: save rather than show. */
function disposition(download: string | undefined, name: string): string | undefined {
  if (download === undefined) return undefined;
  const fileName = download === '' ? (name.split('/').pop() ?? name) : download;
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file of a row, streamed from the store with the headers a browser and a cache need, one byte
 * range when asked. Files are user content on our own origin, so they are never sniffed as
 * another type and run sandboxed with no scripts even if opened directly.
 */
export async function serveObject(
  store: ObjectStore,
  object: StoredObject,
  request: {
    name: string;
    method: string;
    range?: string;
    ifNoneMatch?: string;
    download?: string;
  },
): Promise<Response> {
  const file = await store.open(object.version);
  // Replaced or removed between reading the row and opening the file.
  if (!file) throw storageErrors.noSuchKey();
  const { size } = file;
  const headers = new Headers({
    'Content-Type': object.metadata?.mimetype ?? 'application/octet-stream',
    'Cache-Control': object.metadata?.cacheControl ?? 'no-cache',
    'Last-Modified': new Date(object.updated_at).toUTCString(),
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (object.metadata?.eTag) headers.set('ETag', object.metadata.eTag);
  const attachment = disposition(request.download, request.name);
  if (attachment) headers.set('Content-Disposition', attachment);

  if (object.metadata?.eTag && request.ifNoneMatch === object.metadata.eTag) {
    await file.close();
    return new Response(null, { status: 304, headers });
  }
  const range = byteRange(request.range, size);
  if (range === 'unsatisfiable') {
    await file.close();
    headers.set('Content-Range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range === 'all' ? { start: 0, end: size - 1 } : range;
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range !== 'all') headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  const status = range === 'all' ? 200 : 206;
  if (request.method === 'HEAD' || size === 0) {
    await file.close();
    return new Response(null, { status, headers });
  }
  return new Response(await file.read(start, end), { status, headers });
}
