import { describe, expect, it } from 'vitest';
import { neutralisedCell, parseCsv, spreadsheetCsv, toCsv, type CsvColumn } from './csv';

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

describe('spreadsheet csv', () => {
  const columns: CsvColumn<{ name: string; amount: string | number }>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Amount', value: (row) => row.amount },
  ];

  it('starts with a byte-order mark, so spreadsheets read UTF-8', () => {
    const text = spreadsheetCsv([{ name: 'Zoë Müller', amount: '12.50' }], columns);
    expect(text).toBe('\uFEFFName,Amount\r\nZoë Müller,12.50');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('neutralises text cells that could start a formula, and keeps numbers as numbers', () => {
    const text = spreadsheetCsv(
      [
        { name: '=HYPERLINK("http://evil.test")', amount: '-12.50' },
        { name: '+44 7700 900123', amount: -3 },
        { name: '-1+1', amount: '0.00' },
        { name: '@SUM(A1)', amount: '-7' },
        { name: '\tTabbed', amount: 4 },
        { name: '\rReturned', amount: '1e3' },
        { name: 'Ada = Lovelace', amount: '-' },
      ],
      columns,
    );
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Amount',
      `"'=HYPERLINK(""http://evil.test"")",-12.50`,
      "'+44 7700 900123,-3",
      "'-1+1,0.00",
      "'@SUM(A1),-7",
      "'\tTabbed,4",
      `"'\rReturned",1e3`,
      "Ada = Lovelace,'-",
    ]);
  });

  it('says which cells it neutralises', () => {
    expect(neutralisedCell('=1+1')).toBe("'=1+1");
    expect(neutralisedCell('-0.5')).toBe('-0.5');
    expect(neutralisedCell(-0.5)).toBe(-0.5);
    expect(neutralisedCell(null)).toBeNull();
    expect(neutralisedCell('Plain')).toBe('Plain');
  });
});
