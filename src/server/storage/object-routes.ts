import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { listStatement, parseListOptions } from './list-statement.ts';
import { checkObjectName, parseObjectPath } from './object-name.ts';
import { readUpload } from './read-upload.ts';
import { findObject, serveObject } from './serve-object.ts';
import { storageErrors } from './storage-error.ts';
import {
  asCaller,
  jsonBody,
  pathAfter,
  storageIdentity,
  type StorageServices,
} from './storage-request.ts';
import { uploadObject } from './upload-object.ts';

const objectColumns = `name, id, bucket_id, owner, updated_at, created_at, last_accessed_at,
  metadata, user_metadata`;

/** The request's fields serveObject reads. */
export function downloadRequest(c: Context, name: string) {
  return {
    name,
    method: c.req.method,
    range: c.req.header('range'),
    ifNoneMatch: c.req.header('if-none-match'),
    download: c.req.query('download'),
  };
}

function names(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
    throw storageErrors.invalidRequest(`body/${field} must be a list of object names`);
  }
  return value.map(checkObjectName);
}

/** The source and destination of a move or copy, checked like any other names. */
function fromTo(body: Record<string, unknown>): [from: string, to: string] {
  const [from = '', to = ''] = names([body.sourceKey, body.destinationKey], 'sourceKey');
  return [from, to];
}

/** /object: upload, download, list, info, remove, move and copy, each as the caller. */
export function registerObjectRoutes(app: Hono, services: StorageServices): void {
  app.post('/object/list/:bucket', async (c) => {
    const identity = await storageIdentity(c, services);
    const bucket = c.req.param('bucket');
    const options = parseListOptions(await jsonBody(c));
    const { rows } = await asCaller(services, identity, async (tx) => {
      const found = await tx.query('select 1 from storage.buckets where id = $1', [bucket]);
      if (found.rows.length === 0) throw storageErrors.noSuchBucket();
      const statement = listStatement(bucket, options);
      return tx.query(statement.sql, statement.params);
    });
    return c.json(rows);
  });

  app.get('/object/public/*', async (c) => {
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/public/'));
    const object = await asCaller(
      services,
      { role: 'service_role', claims: { role: 'service_role' } },
      (tx) => findObject(tx, bucket, name, true),
    );
    return serveObject(services.store, object, downloadRequest(c, name));
  });

  app.get('/object/info/*', async (c) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/info/'));
    const { rows } = await asCaller(services, identity, (tx) =>
      tx.query<Record<string, unknown> & { metadata: Record<string, unknown> | null }>(
        `select id, name, version, bucket_id, created_at, updated_at as last_modified, metadata,
           user_metadata from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      ),
    );
    const row = rows[0];
    if (!row) throw storageErrors.noSuchKey();
    return c.json({
      ...row,
      size: row.metadata?.size,
      content_type: row.metadata?.mimetype,
      cache_control: row.metadata?.cacheControl,
      etag: row.metadata?.eTag,
    });
  });

  const download = (prefix: string) => async (c: Context) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, prefix));
    const object = await asCaller(services, identity, (tx) => findObject(tx, bucket, name));
    return serveObject(services.store, object, downloadRequest(c, name));
  };
  app.on(['GET', 'HEAD'], '/object/authenticated/*', download('/object/authenticated/'));

  app.post('/object/move', async (c) => {
    const identity = await storageIdentity(c, services);
    const body = await jsonBody(c);
    const [from, to] = fromTo(body);
    const bucket = String(body.bucketId ?? '');
    const { affectedRows } = await asCaller(services, identity, (tx) =>
      tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2`,
        [bucket, from, String(body.destinationBucket ?? bucket), to],
      ),
    );
    if (affectedRows === 0) throw storageErrors.noSuchKey();
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (c) => {
    const identity = await storageIdentity(c, services);
    const body = await jsonBody(c);
    const [from, to] = fromTo(body);
    const bucket = String(body.bucketId ?? '');
    const destination = String(body.destinationBucket ?? bucket);
    const version = randomUUID();
    let copied = false;
    try {
      await asCaller(services, identity, async (tx) => {
        const source = await findObject(tx, bucket, from);
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner, metadata, user_metadata, version)
           select $1, $2, auth.uid(), metadata, user_metadata, $3 from storage.objects
           where id = $4`,
          [destination, to, version, source.id],
        );
        await services.store.duplicate(source.version, version);
        copied = true;
      });
    } catch (error) {
      if (copied) await services.store.remove([version]);
      throw error;
    }
    return c.json({ Key: `${destination}/${to}` });
  });

  app.delete('/object/:bucket', async (c) => {
    const identity = await storageIdentity(c, services);
    const prefixes = names((await jsonBody(c)).prefixes, 'prefixes');
    const { rows } = await asCaller(services, identity, (tx) =>
      tx.query<{ version: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning ${objectColumns}, version`,
        [c.req.param('bucket'), prefixes],
      ),
    );
    await services.store.remove(rows.map((row) => row.version));
    return c.json(rows.map(({ version: _version, ...row }) => row));
  });

  const upload = (upsert: (c: Context) => boolean) => async (c: Context) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/'));
    const body = await readUpload(c.req.raw);
    return c.json(
      await uploadObject(services, identity, { bucket, name, upsert: upsert(c) }, body),
    );
  };
  app.post(
    '/object/*',
    upload((c) => c.req.header('x-upsert') === 'true'),
  );
  // supabase-js's update(): PUT replaces the object, or makes it.
  app.put(
    '/object/*',
    upload(() => true),
  );
  app.on(['GET', 'HEAD'], '/object/*', download('/object/'));
  app.delete('/object/*', async (c) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/'));
    const { rows } = await asCaller(services, identity, (tx) =>
      tx.query<{ version: string }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [bucket, name],
      ),
    );
    if (rows.length === 0) throw storageErrors.noSuchKey();
    await services.store.remove(rows.map((row) => row.version));
    return c.json({ message: 'Successfully deleted' });
  });
}
