import { parseJsonInput } from '../http/json-input.ts';
import { storageErrors } from './storage-error.ts';

/** The largest upload a bucket takes: its own limit, never above the server's. */
export function sizeLimitFor(serverLimit: number, bucketLimit: number | string | null): number {
  const own = bucketLimit === null ? Infinity : Number(bucketLimit);
  return Math.min(serverLimit, own);
}

/**
 * The upload's media type without parameters, checked against the bucket's allowed types
 * (exact, or `type/*`), as Supabase does; refused with 415 in the body's statusCode.
 */
export function checkMimeType(contentType: string, allowed: string[] | null): string {
  const mimeType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mimeType)) {
    throw storageErrors.invalidMimeType(contentType || '(none)');
  }
  if (allowed === null || allowed.length === 0) return mimeType;
  const [type] = mimeType.split('/');
  const ok = allowed.some((entry) => {
    const wanted = entry.trim().toLowerCase();
    return wanted === mimeType || wanted === `${type}/*`;
  });
  if (!ok) throw storageErrors.invalidMimeType(mimeType);
  return mimeType;
}

/**
 * The Cache-Control a file is served with. supabase-js sends seconds in a form field
 * (`cacheControl: '3600'`) or a whole header for raw bodies (`max-age=3600`).
 */
export function cacheControlFrom(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (/^\d+$/.test(text)) return `max-age=${text}`;
  if (/^[\w=, -]{1,200}$/.test(text)) return text;
  return 'no-cache';
}

/** User metadata from the `x-metadata` header (base64 JSON) or the `metadata` form field. */
export function parseUserMetadata(text: string | undefined, base64: boolean) {
  if (text === undefined || text === '') return null;
  try {
    const value: unknown = parseJsonInput(base64 ? Buffer.from(text, 'base64').toString() : text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // Refused below, with the reason.
  }
  throw storageErrors.invalidRequest('metadata must be a JSON object');
}

/**
 * A bucket's file_size_limit as supabase-js passes it: bytes as a number, or text such as
 * `20MB`, `30KB`, `3B` (Supabase's own hint); null or absent for none.
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(B|KB|MB|GB)?$/i.exec(value.trim()) : null;
  if (match) {
    const units: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
    const bytes = Number(match[1]) * (units[(match[2] ?? 'B').toUpperCase()] ?? 1);
    if (bytes > 0) return bytes;
  }
  throw storageErrors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}
