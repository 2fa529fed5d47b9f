import type { Hono } from 'hono';
import type { RequestIdentity } from '../rest/request-role.ts';
import { parseObjectPath } from './object-name.ts';
import { downloadRequest } from './object-routes.ts';
import { readUpload } from './read-upload.ts';
import { findObject, serveObject } from './serve-object.ts';
import { signObjectToken, verifyObjectToken } from './signed-url-token.ts';
import { StorageError, storageErrors } from './storage-error.ts';
import {
  asCaller,
  jsonBody,
  pathAfter,
  storageIdentity,
  type StorageServices,
} from './storage-request.ts';
import { checkWriteAllowed, uploadObject } from './upload-object.ts';

/** Supabase's fixed lifetime of a signed upload URL. */
const uploadUrlSeconds = 2 * 60 * 60;

const serviceRole: RequestIdentity = { role: 'service_role', claims: { role: 'service_role' } };

function expiresIn(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw storageErrors.invalidRequest(
      'body/expiresIn must be a whole number of seconds, 1 or more',
    );
  }
  return seconds;
}

/**
 * Signed URLs: whoever may read an object (row-level security, as the caller) gets a link that
 * opens it without a session until it lapses; whoever may write one gets a link to upload it,
 * and the upload then runs as them. The token names its object, so it opens nothing else.
 */
export function registerSignedUrlRoutes(app: Hono, services: StorageServices): void {
  const sign = (url: string, seconds: number) =>
    signObjectToken(services.signingKey, { url, expiresIn: seconds });

  app.post('/object/sign/:bucket', async (c) => {
    const identity = await storageIdentity(c, services);
    const bucket = c.req.param('bucket');
    const body = await jsonBody(c);
    const seconds = expiresIn(body.expiresIn);
    if (!Array.isArray(body.paths) || !body.paths.every((path) => typeof path === 'string')) {
      throw storageErrors.invalidRequest('body/paths must be a list of object names');
    }
    const paths = body.paths as string[];
    const visible = await asCaller(services, identity, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucket, paths],
      );
      return new Set(rows.map((row) => row.name));
    });
    return c.json(
      await Promise.all(
        paths.map(async (path) =>
          visible.has(path)
            ? {
                error: null,
                path,
                signedURL: `/object/sign/${bucket}/${path}?token=${await sign(`${bucket}/${path}`, seconds)}`,
              }
            : {
                error: 'Either the object does not exist or you do not have access to it',
                path,
                signedURL: null,
              },
        ),
      ),
    );
  });

  app.post('/object/sign/*', async (c) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/sign/'));
    const seconds = expiresIn((await jsonBody(c)).expiresIn);
    await asCaller(services, identity, (tx) => findObject(tx, bucket, name));
    const token = await sign(`${bucket}/${name}`, seconds);
    return c.json({ signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  });

  app.get('/object/sign/*', async (c) => {
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/sign/'));
    await verifyObjectToken(
      services.verifyJwt,
      c.req.query('token'),
      `${bucket}/${name}`,
      'download',
    );
    const object = await asCaller(services, serviceRole, (tx) => findObject(tx, bucket, name));
    return serveObject(services.store, object, downloadRequest(c, name));
  });

  app.post('/object/upload/sign/*', async (c) => {
    const identity = await storageIdentity(c, services);
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/upload/sign/'));
    const upsert = c.req.header('x-upsert') === 'true';
    await checkWriteAllowed(services, identity, { bucket, name, upsert });
    const sub = identity.claims.sub;
    const token = await signObjectToken(services.signingKey, {
      url: `${bucket}/${name}`,
      expiresIn: uploadUrlSeconds,
      upload: {
        upsert,
        uploader: { role: identity.role, sub: typeof sub === 'string' ? sub : null },
      },
    });
    return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
  });

  app.put('/object/upload/sign/*', async (c) => {
    const { bucket, name } = parseObjectPath(pathAfter(c, '/object/upload/sign/'));
    const { upsert, uploader } = await verifyObjectToken(
      services.verifyJwt,
      c.req.query('token'),
      `${bucket}/${name}`,
      'upload',
    );
    if (!uploader) throw new StorageError(400, 'InvalidSignature', 'The token names no uploader.');
    const identity: RequestIdentity = {
      role: uploader.role,
      claims: { role: uploader.role, ...(uploader.sub === null ? {} : { sub: uploader.sub }) },
    };
    const body = await readUpload(c.req.raw);
    return c.json(await uploadObject(services, identity, { bucket, name, upsert }, body));
  });
}
