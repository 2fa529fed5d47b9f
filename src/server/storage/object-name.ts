import { storageErrors } from './storage-error.ts';

/** S3's and Supabase's limit on a key, in UTF-8 bytes. */
export const maxNameBytes = 1024;

/**
 * Checks an object name before it reaches the database or a log. Names never become paths on
 * disk (files are kept by version id), but a name is still shown to people and used as a folder
 * path by policies, so the ones that would mean something else are refused with the reason:
 * `.` and `..` segments, absolute and empty segments, backslashes, NUL and other control
 * characters, and names too long. Unlike Supabase, letters beyond ASCII are allowed: clients'
 * file names are in their own languages.
 */
export function checkObjectName(name: string): string {
  if (name === '') throw storageErrors.invalidKey('The object name is empty.');
  if (Buffer.byteLength(name, 'utf8') > maxNameBytes) {
    throw storageErrors.invalidKey(`The object name is longer than ${maxNameBytes} bytes.`);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw storageErrors.invalidKey('The object name contains a control character (such as NUL).');
  }
  if (name.includes('\\')) {
    throw storageErrors.invalidKey('The object name contains a backslash; use / between folders.');
  }
  if (name.startsWith('/')) {
    throw storageErrors.invalidKey('The object name must be relative: it starts with /.');
  }
  const segments = name.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw storageErrors.invalidKey('The object name contains a . or .. folder.');
  }
  if (segments.some((segment) => segment === '')) {
    throw storageErrors.invalidKey('The object name contains an empty folder (// or a final /).');
  }
  return name;
}

/** Bucket ids are single folder-like words (the migration's check says the same). */
export function checkBucketId(id: string): string {
  if (!/^[a-z0-9][a-z0-9_.-]{0,62}$/.test(id) || id.includes('..')) {
    throw storageErrors.invalidBucketName(
      'Bucket name invalid: use 1 to 63 lower-case letters, digits, ., _ or -.',
    );
  }
  return id;
}

/**
 * The bucket and object name of `{bucket}/{name}` in a request path, percent-decoded the way
 * supabase-js encodes them (fetch escapes the path; signed URLs go through encodeURI).
 */
export function parseObjectPath(encoded: string): { bucket: string; name: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    throw storageErrors.invalidKey('The object path is not valid percent-encoding.');
  }
  const slash = decoded.indexOf('/');
  if (slash <= 0)
    throw storageErrors.invalidKey('The path names no object: expected {bucket}/{name}.');
  return { bucket: decoded.slice(0, slash), name: checkObjectName(decoded.slice(slash + 1)) };
}
