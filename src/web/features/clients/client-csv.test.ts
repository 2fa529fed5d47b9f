import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../data/csv';
import { clientCsvColumns } from './client-csv';
import { readImportFile } from './client-import';
import type { ClientSummary } from './queries';

const ada: ClientSummary = {
  id: '1',
  user_id: null,
  full_name: 'Ada, Countess',
  email: 'ada@x.test',
  phone: '+44 20 7946 0001',
  birth_date: '1990-12-10',
  tags: ['vip', 'new'],
  status: 'active',
  created_at: '2026-01-02T10:00:00Z',
  balance_minor: -1250,
  credits_remaining: 3,
  has_pass: false,
};

describe('clientCsvColumns', () => {
  it('writes money in major units and quotes what needs it', () => {
    const text = toCsv([ada], clientCsvColumns('GBP'));
    expect(parseCsv(text).records[0]).toMatchObject({
      Name: 'Ada, Countess',
      Tags: 'vip; new',
      'Balance (GBP)': '-12.50',
      'Client since': '2026-01-02',
    });
  });

  it('makes files that an import reads back', () => {
    const read = readImportFile(toCsv([ada], clientCsvColumns('JPY')));
    expect(read.fileProblems).toEqual([]);
    expect(read.rows[0]).toMatchObject({
      full_name: 'Ada, Countess',
      email: 'ada@x.test',
      tags: ['vip', 'new'],
      problems: [],
    });
  });
});
