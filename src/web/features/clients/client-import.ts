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

const headerNames: Record<Field, string[]> = {
  full_name: ['full name', 'full_name', 'name', 'client', 'client name'],
  email: ['email', 'e-mail', 'email address'],
  phone: ['phone', 'phone number', 'mobile', 'telephone'],
  birth_date: ['birth date', 'birth_date', 'date of birth', 'birthday', 'dob'],
  tags: ['tags', 'tag', 'labels'],
  status: ['status'],
};

export const importColumnsHelp =
  'Columns: Name (required), Email, Phone, Birth date (YYYY-MM-DD), Tags (separated by ;), Status (active or archived).';

const maxRows = 5000;

function fieldOf(header: string): Field | undefined {
  const normal = header.trim().toLowerCase();
  return (Object.keys(headerNames) as Field[]).find((field) => headerNames[field].includes(normal));
}

export function readImportFile(text: string): ImportFile {
  const { records, problems } = parseCsv(text);
  const headers = Object.keys(records[0] ?? {});
  const columns = new Map<Field, string>();
  for (const header of headers) {
    const field = fieldOf(header);
    if (field && !columns.has(field)) columns.set(field, header);
  }
  const fileProblems: string[] = [];
  if (records.length === 0) fileProblems.push('The file has no rows of clients under its header.');
  else if (!columns.has('full_name')) {
    fileProblems.push(`The file needs a Name column. ${importColumnsHelp}`);
  }
  if (records.length > maxRows) {
    fileProblems.push(`Import at most ${maxRows.toLocaleString('en')} clients at a time.`);
  }
  const cell = (record: Record<string, string>, field: Field) =>
    (columns.has(field) ? (record[columns.get(field) as string] ?? '') : '').trim();
  const parseProblems = new Map<number, string[]>();
  for (const problem of problems) {
    parseProblems.set(problem.row, [...(parseProblems.get(problem.row) ?? []), problem.message]);
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
      status: cell(record, 'status').toLowerCase() || 'active',
    };
    const rowProblems = [
      ...(parseProblems.get(line) ?? []),
      nameProblem(row.full_name),
      emailProblem(row.email),
      phoneProblem(row.phone),
      birthDateProblem(row.birth_date),
      tagsProblem(row.tags),
      ['active', 'archived'].includes(row.status) ? undefined : 'The status is active or archived.',
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
export function importReport(file: ImportFile, outcomes: ImportOutcome[]): ReportLine[] {
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
        reason: row.problems.join(' ') || 'Not imported.',
      };
    }
    return {
      line: row.line,
      full_name: row.full_name,
      outcome: outcome.outcome,
      reason: outcome.outcome === 'created' ? 'Added.' : (outcome.message ?? 'Not imported.'),
    };
  });
}
