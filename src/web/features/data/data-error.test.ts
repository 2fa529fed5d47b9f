import { describe, expect, it } from 'vitest';
import {
  DataError,
  dataErrorMessage,
  dataOf,
  pageOf,
  sessionRefused,
  toDataError,
} from './data-error';

describe('dataErrorMessage', () => {
  it("keeps the server's own sentence for a business rule", () => {
    expect(dataErrorMessage({ code: 'slot_taken', message: 'That time was just taken.' })).toBe(
      'That time was just taken.',
    );
  });

  it('explains a refusal by row-level security', () => {
    expect(dataErrorMessage({ code: '42501', message: 'new row violates policy' })).toBe(
      'Your role in this business does not allow this.',
    );
  });

  it('never passes on the text of a PostgreSQL or data API error', () => {
    const raw = 'invalid input syntax for type uuid: "xyz"';
    expect(dataErrorMessage({ code: '22P02', message: raw })).toBe(
      'Some of the values are not in a form the server accepts.',
    );
    expect(dataErrorMessage({ code: '42703', message: 'column x does not exist' })).toMatch(
      /^Something went wrong on the server/,
    );
    expect(dataErrorMessage({ code: 'PGRST100', message: 'failed to parse filter' })).toMatch(
      /^Something went wrong on the server/,
    );
    expect(dataErrorMessage({ code: '40001', message: 'could not serialize access' })).toBe(
      'Someone changed this at the same moment. Try again.',
    );
  });

  it('says when the server cannot be reached', () => {
    expect(dataErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/connection/);
  });

  it('keeps what a DataError already says', () => {
    expect(dataErrorMessage(new DataError('22P02', 'Already in words.'))).toBe('Already in words.');
  });
});

describe('dataOf and pageOf', () => {
  it('return the data, or throw a DataError with the code and the HTTP status', async () => {
    expect(await dataOf(Promise.resolve({ data: [1], error: null }))).toEqual([1]);
    const refused = dataOf(
      Promise.resolve({ data: null, error: { code: 'forbidden', message: 'No.' }, status: 403 }),
    );
    await expect(refused).rejects.toEqual(new DataError('forbidden', 'No.', 403));
    await expect(refused).rejects.toHaveProperty('status', 403);
  });

  it('give rows with the exact total', async () => {
    expect(await pageOf(Promise.resolve({ data: [1, 2], error: null, count: 40 }))).toEqual({
      rows: [1, 2],
      total: 40,
    });
  });
});

describe('sessionRefused', () => {
  it('is true for a token the data API refused, and only for that', () => {
    expect(sessionRefused(toDataError({ code: 'PGRST303', message: 'JWT expired' }, 401))).toBe(
      true,
    );
    expect(sessionRefused(toDataError({ code: 'PGRST301', message: 'bad' }, 401))).toBe(true);
    expect(sessionRefused(toDataError({ code: '42501', message: 'denied' }, 403))).toBe(false);
    expect(sessionRefused(new Error('PGRST303'))).toBe(false);
  });
});
