import { locales } from '@shared/i18n/locales.ts';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../data/csv';
import { clientCsvColumns } from './client-csv';
import { readImportFile } from './client-import';
import type { ClientSummary } from './queries';

const en = wordsIn('en');

const ada: ClientSummary = {
  id: '1',
  user_id: null,
  full_name: 'Ada, Countess',
  email: 'ada@x.test',
  phone: '+44 20 7946 0001',
  birth_date: '1990-12-10',
  tags: ['vip', 'new'],
  status: 'archived',
  created_at: '2026-01-02T10:00:00Z',
  balance_minor: -1250,
  credits_remaining: 3,
  has_pass: false,
};

describe('clientCsvColumns', () => {
  it('writes money in major units and quotes what needs it', () => {
    const text = toCsv([ada], clientCsvColumns('GBP', en));
    expect(parseCsv(text).records[0]).toMatchObject({
      Name: 'Ada, Countess',
      Tags: 'vip; new',
      Status: 'archived',
      'Balance (GBP)': '-12.50',
      Pass: 'no',
      'Client since': '2026-01-02',
    });
  });

  it("writes the headers in the reader's language", () => {
    const text = toCsv([ada], clientCsvColumns('EUR', wordsIn('de')));
    expect(parseCsv(text).records[0]).toMatchObject({
      Name: 'Ada, Countess',
      Geburtsdatum: '1990-12-10',
      Status: 'archiviert',
      'Saldo (EUR)': '-12.50',
    });
  });

  it.each(locales)(
    'makes files in %s that an import reads back, in any language',
    (exportLocale) => {
      const text = toCsv([ada], clientCsvColumns('JPY', wordsIn(exportLocale)));
      for (const importLocale of locales) {
        const read = readImportFile(text, wordsIn(importLocale));
        expect(read.fileProblems).toEqual([]);
        expect(read.rows[0]).toMatchObject({
          full_name: 'Ada, Countess',
          email: 'ada@x.test',
          phone: '+44 20 7946 0001',
          birth_date: '1990-12-10',
          tags: ['vip', 'new'],
          status: 'archived',
          problems: [],
        });
      }
    },
  );
});
