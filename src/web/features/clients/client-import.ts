import type { Words } from '@shared/i18n/words.ts';
import { z } from 'zod';
import { parseCsv } from '../data/csv';
import {
  birthDateProblem,
  emailProblem,
  nameProblem,
  phoneProblem,
  splitTags,
  tagsProblem,
} from './client-fields';

/**
 * Reading a file of clients for import: which column is which (by its header, in the words
 * spreadsheets use), and each row checked as import_clients will check it, so the preview
 * shows every problem beside its row before anything is sent.
 */
export interface ImportRow {
  /** The line of the file, counting the header as line 1, as a spreadsheet shows it. */
  line: number;
  full_name: string;
  email: string;
  phone: string;
  birth_date: string;
  tags: string[];
  status: string;
  problems: string[];
}

export interface ImportFile {
  rows: ImportRow[];
  /** Problems with the file as a whole; nothing can be imported while there are any. */
  fileProblems: string[];
}

type Field = 'full_name' | 'email' | 'phone' | 'birth_date' | 'tags' | 'status';

// A column's usual names, in lower case: English as spreadsheets say them, then the headers an
// export writes in each language (messages/<locale>/clients.ts, csv…), so that a file exported
// in any language reads back, whichever language the person importing it reads
// (client-csv.test.ts checks every language's). A file is data: these are names to recognise,
// not words to show.
const headerNames: Record<Field, string[]> = {
  full_name: ['full name', 'full_name', 'name', 'client', 'client name', 'nombre', 'الاسم'],
  email: ['email', 'e-mail', 'email address', 'correo electrónico', 'البريد الإلكتروني'],
  phone: ['phone', 'phone number', 'mobile', 'telephone', 'telefon', 'teléfono', 'الهاتف'],
  birth_date: [
    'birth date',
    'birth_date',
    'date of birth',
    'birthday',
    'dob',
    'geburtsdatum',
    'fecha de nacimiento',
    'تاريخ الميلاد',
  ],
  tags: ['tags', 'tag', 'labels', 'etiquetas', 'الوسوم'],
  status: ['status', 'estado', 'الحالة'],
};

// The status a file gives, as an export writes it in each language, in lower case.
const statusNames: Record<'active' | 'archived', string[]> = {
  active: ['active', 'aktiv', 'activo', 'نشط'],
  archived: ['archived', 'archiviert', 'archivado', 'مؤرشف'],
};

/** "Columns: Name (required), …": the columns an import reads, as the reader's export names them. */
export function importColumnsHelp(words: Words): string {
  return words.formatMessage({ id: 'clients.importColumnsHelp' });
}

const maxRows = 5000;

function fieldOf(header: string, words: Words): Field | undefined {
  const normal = header.trim().toLowerCase();
  // The reader's own export's headers too, should they ever differ from the names above.
  const exported: Record<Field, string> = {
    full_name: words.formatMessage({ id: 'clients.csvName' }),
    email: words.formatMessage({ id: 'clients.csvEmail' }),
    phone: words.formatMessage({ id: 'clients.csvPhone' }),
    birth_date: words.formatMessage({ id: 'clients.csvBirthDate' }),
    tags: words.formatMessage({ id: 'clients.csvTags' }),
    status: words.formatMessage({ id: 'clients.csvStatus' }),
  };
  return (Object.keys(headerNames) as Field[]).find(
    (field) => headerNames[field].includes(normal) || exported[field].toLowerCase() === normal,
  );
}

/** 'active' or 'archived' for a status cell in any language of an export; empty is active. */
function statusOf(cell: string, words: Words): string {
  const normal = cell.toLowerCase();
  if (normal === '') return 'active';
  const exported = {
    active: words.formatMessage({ id: 'clients.csvActive' }).toLowerCase(),
    archived: words.formatMessage({ id: 'clients.csvArchived' }).toLowerCase(),
  };
  for (const status of ['active', 'archived'] as const) {
    if (statusNames[status].includes(normal) || exported[status] === normal) return status;
  }
  return normal;
}

/**
 * The CSV reader's problems (Papa Parse's English) in the reader's words; one it does not
 * know passes as it is.
 */
function parseProblem(message: string, words: Words): string {
  const fields = /^Too (few|many) fields: expected (\d+) fields but parsed (\d+)$/.exec(message);
  if (fields) {
    const values = { expected: Number(fields[2]), parsed: Number(fields[3]) };
    return fields[1] === 'few'
      ? words.formatMessage({ id: 'clients.csvTooFewFields' }, values)
      : words.formatMessage({ id: 'clients.csvTooManyFields' }, values);
  }
  if (message === 'Quoted field unterminated') {
    return words.formatMessage({ id: 'clients.csvQuoteUnterminated' });
  }
  if (message === 'Trailing quote on quoted field is malformed') {
    return words.formatMessage({ id: 'clients.csvQuoteMalformed' });
  }
  if (message.startsWith('Unable to auto-detect delimiting character')) {
    return words.formatMessage({ id: 'clients.csvDelimiterUnknown' });
  }
  return message;
}

export function readImportFile(text: string, words: Words): ImportFile {
  const { records, problems } = parseCsv(text);
  const headers = Object.keys(records[0] ?? {});
  const columns = new Map<Field, string>();
  for (const header of headers) {
    const field = fieldOf(header, words);
    if (field && !columns.has(field)) columns.set(field, header);
  }
  const fileProblems: string[] = [];
  if (records.length === 0) fileProblems.push(words.formatMessage({ id: 'clients.fileNoRows' }));
  else if (!columns.has('full_name')) {
    fileProblems.push(
      words.formatMessage({ id: 'clients.fileNeedsName' }, { help: importColumnsHelp(words) }),
    );
  }
  if (records.length > maxRows) {
    fileProblems.push(words.formatMessage({ id: 'clients.fileTooManyRows' }, { max: maxRows }));
  }
  const cell = (record: Record<string, string>, field: Field) =>
    (columns.has(field) ? (record[columns.get(field) as string] ?? '') : '').trim();
  const parseProblems = new Map<number, string[]>();
  for (const problem of problems) {
    parseProblems.set(problem.row, [
      ...(parseProblems.get(problem.row) ?? []),
      parseProblem(problem.message, words),
    ]);
  }

  const rows = records.map((record, index): ImportRow => {
    const line = index + 2;
    const row = {
      line,
      full_name: cell(record, 'full_name'),
      email: cell(record, 'email'),
      phone: cell(record, 'phone'),
      birth_date: cell(record, 'birth_date'),
      tags: splitTags(cell(record, 'tags')),
      status: statusOf(cell(record, 'status'), words),
    };
    const rowProblems = [
      ...(parseProblems.get(line) ?? []),
      nameProblem(row.full_name, words),
      emailProblem(row.email, words),
      phoneProblem(row.phone, words),
      birthDateProblem(row.birth_date, words),
      tagsProblem(row.tags, words),
      ['active', 'archived'].includes(row.status)
        ? undefined
        : words.formatMessage({ id: 'clients.statusInvalid' }),
    ].filter((problem): problem is string => problem !== undefined);
    return { ...row, problems: rowProblems };
  });
  return { rows, fileProblems };
}

/** The rows to send to import_clients: the valid ones, in the shape it reads. */
export function rowsToImport(file: ImportFile) {
  return file.rows
    .filter((row) => row.problems.length === 0)
    .map((row) => ({
      full_name: row.full_name,
      email: row.email,
      phone: row.phone,
      birth_date: row.birth_date,
      tags: row.tags,
      status: row.status,
    }));
}

/** A row of rpc/import_clients: its outcome is text in the database, one of these two. */
export const importOutcome = z.object({
  row_number: z.number(),
  outcome: z.enum(['created', 'skipped']),
  code: z.string().nullable(),
  message: z.string().nullable(),
  client_id: z.string().nullable(),
});
export type ImportOutcome = z.infer<typeof importOutcome>;

export interface ReportLine {
  line: number;
  full_name: string;
  outcome: 'created' | 'skipped';
  reason: string;
}

/**
 * The report for every line of the file: the database's answer for the rows that were sent
 * (import_clients numbers them from 1 in the order sent) and the preview's problems for the
 * rows that were not.
 */
export function importReport(
  file: ImportFile,
  outcomes: ImportOutcome[],
  words: Words,
): ReportLine[] {
  const sent = file.rows.filter((row) => row.problems.length === 0);
  const byLine = new Map<number, ImportOutcome>();
  outcomes.forEach((outcome) => {
    const row = sent[outcome.row_number - 1];
    if (row) byLine.set(row.line, outcome);
  });
  return file.rows.map((row) => {
    const outcome = byLine.get(row.line);
    if (!outcome) {
      return {
        line: row.line,
        full_name: row.full_name,
        outcome: 'skipped',
        reason: row.problems.join(' ') || words.formatMessage({ id: 'clients.reportNotImported' }),
      };
    }
    return {
      line: row.line,
      full_name: row.full_name,
      outcome: outcome.outcome,
      reason:
        outcome.outcome === 'created'
          ? words.formatMessage({ id: 'clients.reportAdded' })
          : (outcome.message ?? words.formatMessage({ id: 'clients.reportNotImported' })),
    };
  });
}
