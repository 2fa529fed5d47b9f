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
    [
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose',
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze|verbose',
    ],
    ['application/vnd.pgrst.plan', 'application/vnd.pgrst.plan+text; for="application/json"'],
  ])('refuses %j', (accept, types) => {
    expect(() => negotiateMedia(accept)).toThrow(
      expect.objectContaining({
        status: 406,
        code: 'PGRST107',
        message: `None of these media types are available: ${types}`,
      }),
    );
  });

  it('reads plan media types when plans are enabled', () => {
    expect(
      negotiateMedia(
        'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; options=analyze|wal|bogus',
        true,
      ),
    ).toEqual({
      kind: 'plan',
      format: 'text',
      for: { kind: 'object', stripNulls: false },
      forType: 'application/vnd.pgrst.object+json',
      options: ['analyze', 'wal'],
    });
    // postgrest-js's explain() sends an empty options list.
    expect(
      negotiateMedia('application/vnd.pgrst.plan+json; for="text/csv"; options=;', true),
    ).toEqual({
      kind: 'plan',
      format: 'json',
      for: { kind: 'csv' },
      forType: 'text/csv',
      options: [],
    });
    expect(negotiateMedia('application/vnd.pgrst.plan', true)).toMatchObject({
      format: 'text',
      for: json,
      forType: 'application/json',
    });
  });

  it('returns a media type or throws a RestError for any header', () => {
    assertOnlyRestErrors(negotiateMedia, 'application/ json */* text/csv ; nulls=stripped = q=0');
  });
});
