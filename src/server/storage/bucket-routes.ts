import type { Context, Hono } from 'hono';
import { checkBucketId } from './object-name.ts';
import { storageErrors } from './storage-error.ts';
import { asCaller, jsonBody, storageIdentity, type StorageServices } from './storage-request.ts';
import { parseFileSizeLimit } from './upload-rules.ts';

// file_size_limit as a JSON number, as Supabase answers it (pg reads bigint as text).
const bucketColumns = `id, name, owner, public, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, created_at, updated_at`;

function mimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  throw storageErrors.invalidRequest('allowed_mime_types must be a list of media types.');
}

/** The settings of a bucket from a create or update body, as supabase-js sends them. */
function bucketSettings(body: Record<string, unknown>) {
  return {
    public: body.public === true,
    fileSizeLimit: parseFileSizeLimit(body.file_size_limit),
    allowedMimeTypes: mimeTypes(body.allowed_mime_types),
  };
}

/**
 * /bucket: Supabase Storage's bucket API. Reads run as the caller (any signed-in user sees the
 * buckets; anon none); creating, changing, emptying and deleting need service_role, which the
 * grants alone decide (0070).
 */
export function registerBucketRoutes(app: Hono, services: StorageServices): void {
  const run = (c: Context, sql: string, params: unknown[]) =>
    storageIdentity(c, services).then((identity) =>
      asCaller(services, identity, (tx) => tx.query(sql, params)),
    );

  app.get('/bucket', async (c) => {
    const search = c.req.query('search') ?? '';
    const limit = Number(c.req.query('limit') ?? 1000);
    const offset = Number(c.req.query('offset') ?? 0);
    const { rows } = await run(
      c,
      `select ${bucketColumns} from storage.buckets where name ilike '%' || $1 || '%'
       order by name limit $2 offset $3`,
      [search, Number.isInteger(limit) ? limit : 1000, Number.isInteger(offset) ? offset : 0],
    );
    return c.json(rows);
  });

  app.get('/bucket/:id', async (c) => {
    const { rows } = await run(c, `select ${bucketColumns} from storage.buckets where id = $1`, [
      c.req.param('id'),
    ]);
    if (rows.length === 0) throw storageErrors.noSuchBucket();
    return c.json(rows[0]);
  });

  app.post('/bucket', async (c) => {
    const body = await jsonBody(c);
    const id = checkBucketId(String(body.id ?? body.name ?? ''));
    const settings = bucketSettings(body);
    await run(
      c,
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $1, auth.uid(), $2, $3, $4)`,
      [id, settings.public, settings.fileSizeLimit, settings.allowedMimeTypes],
    );
    return c.json({ name: id });
  });

  app.put('/bucket/:id', async (c) => {
    const settings = bucketSettings(await jsonBody(c));
    const { affectedRows } = await run(
      c,
      `update storage.buckets set public = $2, file_size_limit = $3, allowed_mime_types = $4,
         updated_at = now() where id = $1`,
      [c.req.param('id'), settings.public, settings.fileSizeLimit, settings.allowedMimeTypes],
    );
    if (affectedRows === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const identity = await storageIdentity(c, services);
    const id = c.req.param('id');
    const versions = await asCaller(services, identity, async (tx) => {
      const bucket = await tx.query('select 1 from storage.buckets where id = $1', [id]);
      if (bucket.rows.length === 0) throw storageErrors.noSuchBucket();
      const { rows } = await tx.query<{ version: string }>(
        'delete from storage.objects where bucket_id = $1 returning version',
        [id],
      );
      return rows.map((row) => row.version);
    });
    await services.store.remove(versions);
    return c.json({ message: 'Successfully emptied' });
  });

  app.delete('/bucket/:id', async (c) => {
    const { affectedRows } = await run(c, 'delete from storage.buckets where id = $1', [
      c.req.param('id'),
    ]);
    if (affectedRows === 0) throw storageErrors.noSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });
}
