import { describe, expect, it } from 'vitest';
import { StorageError } from './storage-error.ts';
import {
  cacheControlFrom,
  checkMimeType,
  parseFileSizeLimit,
  parseUserMetadata,
  sizeLimitFor,
} from './upload-rules.ts';

const statusOf = (check: () => unknown) => {
  try {
    check();
    return 'ok';
  } catch (error) {
    return error instanceof StorageError ? `${error.statusCode} ${error.code}` : 'thrown';
  }
};

describe('upload rules', () => {
  it('takes the smaller of the server and bucket limits', () => {
    expect(sizeLimitFor(1000, null)).toBe(1000);
    expect(sizeLimitFor(1000, 10)).toBe(10);
    expect(sizeLimitFor(1000, '5000')).toBe(1000);
  });

  it('checks the media type against the bucket, with type/* wildcards', () => {
    expect(checkMimeType('Application/PDF; charset=binary', ['application/pdf'])).toBe(
      'application/pdf',
    );
    expect(checkMimeType('image/png', ['image/*'])).toBe('image/png');
    expect(checkMimeType('text/html', null)).toBe('text/html');
    expect(statusOf(() => checkMimeType('text/html', ['image/*', 'application/pdf']))).toBe(
      '415 InvalidMimeType',
    );
    expect(statusOf(() => checkMimeType('not a type', null))).toBe('415 InvalidMimeType');
  });

  it('turns supabase-js cache settings into a header', () => {
    expect(cacheControlFrom('3600')).toBe('max-age=3600');
    expect(cacheControlFrom('max-age=60, private')).toBe('max-age=60, private');
    expect(cacheControlFrom('max-age=1\r\nSet-Cookie: x')).toBe('no-cache');
    expect(cacheControlFrom(undefined)).toBe('no-cache');
  });

  it('reads user metadata as JSON objects only', () => {
    const encoded = Buffer.from('{"kind":"waiver"}').toString('base64');
    expect(parseUserMetadata(encoded, true)).toEqual({ kind: 'waiver' });
    expect(parseUserMetadata('{"a":1}', false)).toEqual({ a: 1 });
    expect(parseUserMetadata(undefined, false)).toBeNull();
    expect(statusOf(() => parseUserMetadata('[1]', false))).toBe('400 InvalidRequest');
  });

  it('reads bucket size limits in bytes or with a unit', () => {
    expect(parseFileSizeLimit(1000)).toBe(1000);
    expect(parseFileSizeLimit('20MB')).toBe(20 * 1024 * 1024);
    expect(parseFileSizeLimit('30kb')).toBe(30 * 1024);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(statusOf(() => parseFileSizeLimit('lots'))).toBe('400 InvalidRequest');
    expect(statusOf(() => parseFileSizeLimit(-1))).toBe('400 InvalidRequest');
  });
});
