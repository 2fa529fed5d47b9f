import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('writes a header and quotes what needs quoting', () => {
    const text = toCsv(
      [{ name: 'Ada, Countess', visits: 3, note: null }],
      [
        { header: 'Name', value: (row) => row.name },
        { header: 'Visits', value: (row) => row.visits },
        { header: 'Note', value: (row) => row.note },
      ],
    );
    expect(text).toBe('Name,Visits,Note\r\n"Ada, Countess",3,');
  });

  it('reads records by header, skipping blank lines and a byte-order mark', () => {
    const { records, problems } = parseCsv('\uFEFFName , Email\nAda,ada@example.test\n\nBob,\n');
    expect(records).toEqual([
      { Name: 'Ada', Email: 'ada@example.test' },
      { Name: 'Bob', Email: '' },
    ]);
    expect(problems).toEqual([]);
  });

  it('reports a malformed line with its line number', () => {
    const { problems } = parseCsv('Name,Email\nAda,ada@example.test\nBob,bob@example.test,extra\n');
    expect(problems).toEqual([{ row: 3, message: expect.stringMatching(/many fields/) }]);
  });
});
