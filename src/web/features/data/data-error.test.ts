import { describe, expect, it } from 'vitest';
import { DataError, dataErrorMessage, dataOf, pageOf } from './data-error';

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

  it('says when the server cannot be reached', () => {
    expect(dataErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/connection/);
  });
});

describe('dataOf and pageOf', () => {
  it('return the data, or throw a DataError with the code', async () => {
    expect(await dataOf(Promise.resolve({ data: [1], error: null }))).toEqual([1]);
    const refused = dataOf(
      Promise.resolve({ data: null, error: { code: 'forbidden', message: 'No.' } }),
    );
    await expect(refused).rejects.toEqual(new DataError('forbidden', 'No.'));
  });

  it('give rows with the exact total', async () => {
    expect(await pageOf(Promise.resolve({ data: [1, 2], error: null, count: 40 }))).toEqual({
      rows: [1, 2],
      total: 40,
    });
  });
});
