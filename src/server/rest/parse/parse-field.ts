import type { EmbedPath, Field, JsonPathStep } from '../query-ast.ts';
import { TextScanner } from './text-scanner.ts';

const IDENTIFIER_CHAR = /[\p{L}\d_$ ]/u;
/** A JSON key may hold almost anything; these characters end it (or start an arrow or cast). */
const JSON_KEY_STOP = '(-:.,>)';
const INDEX_END = ['->', '::', '.', ',', ')'];
const INDEX_END_EXPECTED = '"->", "::", ".", ",", ")" or end of input';

const FIELD_NAME_EXPECTED = 'field name (* or [a..z0..9_$])';

/**
 * Runs of the allowed characters joined by `-` where the dash does not start an arrow, so that
 * `my-col->key` is the column `my-col` followed by a JSON path. Each run is trimmed, as
 * PostgREST does, which lets spaces surround names in the query string.
 */
function readDashedRuns(scanner: TextScanner, accept: (char: string) => boolean): string {
  const runs = [scanner.takeWhile(accept).trim()];
  if (runs[0] === '') return '';
  while (scanner.peek() === '-' && scanner.peek(1) !== '>') {
    const dash = scanner.position;
    scanner.position += 1;
    const run = scanner.takeWhile(accept);
    if (run === '') {
      scanner.position = dash;
      break;
    }
    runs.push(run.trim());
  }
  return runs.join('-');
}

/** `"quoted"` (backslash escapes) or a bare identifier such as `first name` or `kebab-case`. */
export function readFieldName(scanner: TextScanner): string {
  if (scanner.peek() === '"') return scanner.readQuoted();
  const start = scanner.position;
  const name = readDashedRuns(scanner, (char) => IDENTIFIER_CHAR.test(char));
  if (name === '') scanner.fail(FIELD_NAME_EXPECTED, start);
  return name;
}

/**
 * A cast's type (`int`, `double precision`) or a text search configuration (`english`): one
 * run of letters, digits, `_`, `$` and spaces, without the dashes or quotes of field names.
 */
export function readIdentifier(scanner: TextScanner, expected: string): string {
  const start = scanner.position;
  const name = scanner.takeWhile((char) => IDENTIFIER_CHAR.test(char)).trim();
  if (name === '') scanner.fail(`${expected} (letters, digits, _, $ or spaces)`, start);
  return name;
}

/**
 * An index only when the digits end where a path step may end; `->1a` is the key `1a`.
 * `)` is accepted too, so that `rel(data->0)` in an order indexes an array.
 */
function readArrayIndex(scanner: TextScanner): number | undefined {
  const start = scanner.position;
  const negative = scanner.consume('-');
  const digits = scanner.takeWhile((char) => char >= '0' && char <= '9');
  const ends = scanner.atEnd() || INDEX_END.some((end) => scanner.startsWith(end));
  // A key cannot start with "-", so after one only a well-formed index may follow.
  if (negative && digits === '') scanner.fail('digit');
  if (negative && !ends) scanner.fail(`digit, ${INDEX_END_EXPECTED}`);
  if (digits === '' || !ends) {
    scanner.position = start;
    return undefined;
  }
  return Number(negative ? `-${digits}` : digits);
}

function readJsonKey(scanner: TextScanner): string {
  if (scanner.peek() === '"') return scanner.readQuoted();
  const start = scanner.position;
  const key = readDashedRuns(scanner, (char) => !JSON_KEY_STOP.includes(char));
  if (key === '') scanner.fail('JSON key or array index', start);
  return key;
}

/** `->key`, `->>key`, `->0`, `->-1`, `->"quoted key"`, repeated. */
export function readJsonPath(scanner: TextScanner): JsonPathStep[] {
  const steps: JsonPathStep[] = [];
  for (;;) {
    const arrow = scanner.consume('->>') ? '->>' : scanner.consume('->') ? '->' : undefined;
    if (arrow === undefined) return steps;
    const key = readArrayIndex(scanner) ?? readJsonKey(scanner);
    steps.push({ arrow, key });
  }
}

/** A column and its JSON path, with spaces allowed around it. */
export function readField(scanner: TextScanner): Field {
  scanner.skipSpaces();
  const name = readFieldName(scanner);
  const jsonPath = readJsonPath(scanner);
  scanner.skipSpaces();
  return { name, jsonPath };
}

/** Names separated by dots, as in the keys `messages.order` or `a.not.or`. */
export function readDottedNames(scanner: TextScanner): string[] {
  const names = [readFieldName(scanner)];
  while (scanner.consume('.')) names.push(readFieldName(scanner));
  return names;
}

/**
 * A filter, order or limit key: `embed.path.field->json`. The last name is the field, the
 * names before it the embed path.
 */
export function parseFieldPath(key: string): { path: EmbedPath; field: Field } {
  const scanner = new TextScanner('tree path', key);
  const names = readDottedNames(scanner);
  const jsonPath = readJsonPath(scanner);
  if (!scanner.atEnd()) scanner.fail('".", "->", "->>" or end of input');
  const name = names.pop() as string;
  return { path: names, field: { name, jsonPath } };
}
