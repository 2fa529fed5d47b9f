import type { Context } from 'hono';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { SigningKey } from '../auth/signing-key.ts';
import type { JwtVerifier } from '../auth/verify-jwt.ts';
import type { Database, Queryable } from '../db/database.ts';
import { BodyTooLargeError, defaultMaxBodyBytes, readBoundedBody } from '../http/body-limit.ts';
import { parseJsonInput, type JsonInputError } from '../http/json-input.ts';
import { withRequestRole, type RequestContext } from '../db/with-request-role.ts';
import { resolveRequestIdentity, type RequestIdentity } from '../rest/request-role.ts';
import { RestError } from '../rest/rest-error.ts';
import type { ObjectStore } from './object-store.ts';
import { storageErrorFromDatabase, storageErrors } from './storage-error.ts';

export interface StorageServices {
  db: Database;
  /** Signed URL tokens. */
  verifyJwt: JwtVerifier;
  /** Bearer tokens and API keys, as on every API. */
  verifyApiToken: ApiTokenVerifier;
  signingKey: SigningKey;
  store: ObjectStore;
  /** STORAGE_FILE_SIZE_LIMIT, in bytes. */
  fileSizeLimit: number;
}

/** The caller, from the bearer JWT or apikey exactly as the data API reads them. */
export async function storageIdentity(c: Context, services: StorageServices) {
  try {
    return await resolveRequestIdentity(
      { authorization: c.req.header('authorization'), apikey: c.req.header('apikey') },
      services.verifyApiToken,
      c.req.url,
    );
  } catch (error) {
    if (error instanceof RestError) throw storageErrors.invalidJwt(error.message);
    throw error;
  }
}

/**
 * Runs SQL in one transaction as the caller's role, as /rest/v1 does, so row-level security on
 * storage.objects decides; the database's refusals come back in Supabase Storage's words.
 */
export async function asCaller<T>(
  services: StorageServices,
  identity: RequestIdentity,
  fn: (tx: Queryable) => Promise<T>,
  request?: Pick<RequestContext, 'method' | 'path'>,
): Promise<T> {
  try {
    return await withRequestRole(
      services.db,
      {
        role: identity.role,
        claims: identity.claims,
        ...request,
        searchPath: ['storage', 'public'],
      },
      fn,
    );
  } catch (error) {
    throw storageErrorFromDatabase(error) ?? error;
  }
}

/** The text after `/storage/v1{prefix}` in the request's path, still percent-encoded. */
export function pathAfter(c: Context, prefix: string): string {
  const pathname = new URL(c.req.url).pathname;
  const start = `/storage/v1${prefix}`;
  return pathname.startsWith(start) ? pathname.slice(start.length) : '';
}

/**
 * A JSON body: a few names and options, so the app-wide bound (uploads, which storage streams
 * to disk with limits of their own, keep storage out of the app's bound).
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  let bytes: Uint8Array;
  try {
    bytes = await readBoundedBody(c.req.raw, defaultMaxBodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw storageErrors.bodyTooLarge(error.message);
    throw error;
  }
  const text = Buffer.from(bytes).toString();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = parseJsonInput(text);
  } catch (error) {
    const { message, syntax } = error as JsonInputError;
    throw storageErrors.invalidRequest(syntax ? 'The body must be a JSON object.' : message);
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return value as Record<string, unknown>;
  }
  throw storageErrors.invalidRequest('The body must be a JSON object.');
}
