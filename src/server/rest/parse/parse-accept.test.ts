import { describe, expect, it } from 'vitest';
import { negotiateMedia } from './parse-accept.ts';
import { assertOnlyRestErrors } from './test-support/only-rest-errors.ts';

const json = { kind: 'json', stripNulls: false };

describe('negotiateMedia', () => {
  it.each([
    [undefined, json],
    ['', json],
    ['application/json', json],
    ['*/*', json],
    ['application/*', json],
    ['application/vnd.pgrst.array+json', json],
    ['application/vnd.pgrst.array+json;nulls=stripped', { kind: 'json', stripNulls: true }],
    ['application/vnd.pgrst.array+json; nulls=stripped', { kind: 'json', stripNulls: true }],
    ['application/vnd.pgrst.object+json', { kind: 'object', stripNulls: false }],
    ['application/vnd.pgrst.object+json;nulls=stripped', { kind: 'object', stripNulls: true }],
    ['application/vnd.pgrst.object', { kind: 'object', stripNulls: false }],
    ['Application/VND.pgrst.Object+JSON', { kind: 'object', stripNulls: false }],
    ['text/csv', { kind: 'csv' }],
    ['application/openapi+json', { kind: 'openapi' }],
    ['application/json, text/plain, */*', json],
    ['text/html, text/csv;q=0.9', { kind: 'csv' }],
    ['text/csv;q=0.1, application/json;q=1', { kind: 'csv' }],
    ['application/json;charset=utf-8', json],
  ])('picks %j', (accept, media) => {
    expect(negotiateMedia(accept)).toEqual(media);
  });

  it.each([
    ['text/html', 'text/html'],
    ['application/geo+json', 'application/geo+json'],
    ['text/plain, application/xml;q=0.5', 'text/plain, application/xml'],
    ['application/vnd.pgrst.plan+json; for="application/json"', 'application/vnd.pgrst.plan+json'],
  ])('refuses %j', (accept, types) => {
    expect(() => negotiateMedia(accept)).toThrow(
      expect.objectContaining({
        status: 406,
        code: 'PGRST107',
        message: `None of these media types are available: ${types}`,
      }),
    );
  });

  it('returns a media type or throws a RestError for any header', () => {
    assertOnlyRestErrors(negotiateMedia, 'application/ json */* text/csv ; nulls=stripped = q=0');
  });
});
