import { readFieldName } from './parse-field.ts';
import { TextScanner } from './text-scanner.ts';

/** `columns="a","b"` (what postgrest-js sends for a bulk insert) or `on_conflict=a,b`. */
export function parseColumns(parameter: 'columns' | 'on_conflict', text: string): string[] {
  const scanner = new TextScanner(`${parameter} parameter`, text);
  const columns: string[] = [];
  do {
    scanner.skipSpaces();
    columns.push(readFieldName(scanner));
    scanner.skipSpaces();
  } while (scanner.consume(','));
  if (!scanner.atEnd()) scanner.fail('"," or end of input');
  return columns;
}
