import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { importReport, readImportFile, rowsToImport } from './client-import';

const en = wordsIn('en');

const file = [
  'Name,E-mail,Phone,Date of birth,Tags',
  'Ada Lovelace,ada@x.test,+44 20 7946 0001,1815-12-10,vip; new',
  ',nameless@x.test,,,',
  'Bad Email,not-an-email,,,',
  'Grace Hopper,grace@x.test,,1906-12-09,',
].join('\n');

describe('readImportFile', () => {
  it('finds the columns by their usual names and checks each row', () => {
    const read = readImportFile(file, en);
    expect(read.fileProblems).toEqual([]);
    expect(read.rows.map((row) => [row.line, row.full_name, row.problems.length])).toEqual([
      [2, 'Ada Lovelace', 1],
      [3, '', 1],
      [4, 'Bad Email', 1],
      [5, 'Grace Hopper', 0],
    ]);
    expect(read.rows[0]?.problems).toEqual(['Write the date of birth as YYYY-MM-DD.']);
    expect(read.rows[2]?.problems).toEqual(['Give an email address such as name@example.com.']);
  });

  it('needs a name column and at least one row', () => {
    expect(readImportFile('Email\nada@x.test', en).fileProblems[0]).toMatch(/needs a Name column/);
    expect(readImportFile('Name\n', en).fileProblems[0]).toMatch(/no rows/);
  });

  it('sends only the valid rows, as import_clients reads them', () => {
    const read = readImportFile('name,email,tags,status\nAda,ada@x.test,a;b,Archived\n,,,', en);
    expect(rowsToImport(read)).toEqual([
      {
        full_name: 'Ada',
        email: 'ada@x.test',
        phone: '',
        birth_date: '',
        tags: ['a', 'b'],
        status: 'archived',
      },
    ]);
  });

  it("says each problem in the reader's language, and reads the reader's headers", () => {
    const read = readImportFile(
      'Nombre,Correo electrónico,Estado\n,ana@x.test,activo\nAna,ana@x.test,pausado',
      wordsIn('es'),
    );
    expect(read.fileProblems).toEqual([]);
    expect(read.rows.map((row) => row.problems)).toEqual([
      ['Escribe un nombre para el cliente.'],
      ['El estado es activo o archivado.'],
    ]);
    expect(readImportFile('Email\nada@x.test', wordsIn('de')).fileProblems[0]).toMatch(
      /Name-Spalte/,
    );
  });

  it("says the CSV reader's problems in the reader's language", () => {
    const text = 'Name,Email\nAda,ada@x.test\nBo\nCy,cy@x.test';
    expect(readImportFile(text, en).rows[1]?.problems).toEqual([
      'Too few fields: expected 2 fields but parsed 1',
    ]);
    expect(readImportFile(text, wordsIn('de')).rows[1]?.problems).toEqual([
      'Zu wenige Felder: 2 erwartet, aber 1 gelesen',
    ]);
  });
});

describe('importReport', () => {
  it("puts the database's answers and the preview's problems on the file's lines", () => {
    const read = readImportFile(file, en);
    const report = importReport(
      read,
      [
        {
          row_number: 1,
          outcome: 'skipped',
          code: 'duplicate_email',
          message: 'Taken.',
          client_id: null,
        },
      ],
      en,
    );
    expect(report).toEqual([
      {
        line: 2,
        full_name: 'Ada Lovelace',
        outcome: 'skipped',
        reason: 'Write the date of birth as YYYY-MM-DD.',
      },
      { line: 3, full_name: '', outcome: 'skipped', reason: 'Give the client a name.' },
      {
        line: 4,
        full_name: 'Bad Email',
        outcome: 'skipped',
        reason: 'Give an email address such as name@example.com.',
      },
      { line: 5, full_name: 'Grace Hopper', outcome: 'skipped', reason: 'Taken.' },
    ]);
  });
});
