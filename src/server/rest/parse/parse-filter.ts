import type {
  FullTextOperator,
  IsValue,
  Operation,
  QuantifiableOperator,
  SimpleOperator,
} from '../query-ast.ts';
import { readIdentifier } from './parse-field.ts';
import { TextScanner } from './text-scanner.ts';

export interface FilterExpression {
  negated: boolean;
  operation: Operation;
}

/** How a free-form value ends: at the end of the parameter, or at `,`/`)` in a logic tree. */
export type ValueReader = (scanner: TextScanner) => string;

type Head =
  | { kind: 'in' | 'is' }
  | { kind: 'simple'; operator: SimpleOperator }
  | { kind: 'quantified'; operator: QuantifiableOperator; quantifier: 'any' | 'all' }
  | { kind: 'fts'; operator: FullTextOperator; language: string | undefined };

const QUANTIFIABLE: readonly QuantifiableOperator[] = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
];
const UNQUANTIFIED: readonly SimpleOperator[] = [
  'neq',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
];
const FULL_TEXT: readonly FullTextOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];
const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

const OPERATOR_EXPECTED = 'operator (eq, gt, ...)';

function findIn<T extends string>(list: readonly T[], word: string): T | undefined {
  return list.find((candidate) => candidate === word);
}

/**
 * The operator and its modifiers up to the `.` before the value, or undefined (position
 * unchanged) when the text does not start with one.
 */
function readHead(scanner: TextScanner): Head | undefined {
  return scanner.attempt(() => {
    const start = scanner.position;
    const word = scanner.takeWhile((char) => char >= 'a' && char <= 'z');
    const head = headFor(scanner, word);
    if (head === undefined || !scanner.consume('.')) scanner.fail(OPERATOR_EXPECTED, start);
    return head;
  });
}

function headFor(scanner: TextScanner, word: string): Head | undefined {
  if (word === 'in' || word === 'is') return { kind: word };
  const simple = findIn(UNQUANTIFIED, word);
  if (simple !== undefined) return { kind: 'simple', operator: simple };
  const quantifiable = findIn(QUANTIFIABLE, word);
  if (quantifiable !== undefined) {
    const quantifier = scanner.consume('(any)') ? 'any' : scanner.consume('(all)') ? 'all' : '';
    return quantifier === ''
      ? { kind: 'simple', operator: quantifiable }
      : { kind: 'quantified', operator: quantifiable, quantifier };
  }
  const fullText = findIn(FULL_TEXT, word);
  if (fullText === undefined) return undefined;
  const language = scanner.consume('(')
    ? readIdentifier(scanner, 'text search configuration')
    : undefined;
  if (language !== undefined) scanner.expect(')');
  return { kind: 'fts', operator: fullText, language };
}

/**
 * `[not.]operator.value`; returns undefined when there is no operator and no `not.`, so that an
 * RPC can take the parameter as a function argument instead (as PostgREST does).
 */
export function readFilterExpression(
  scanner: TextScanner,
  readValue: ValueReader,
): FilterExpression | undefined {
  const negated = scanner.consume('not.');
  const head = readHead(scanner);
  if (head === undefined) {
    if (negated) scanner.fail(OPERATOR_EXPECTED);
    return undefined;
  }
  return { negated, operation: readOperand(scanner, head, readValue) };
}

function readOperand(scanner: TextScanner, head: Head, readValue: ValueReader): Operation {
  switch (head.kind) {
    case 'in':
      return { operator: 'in', values: readInList(scanner) };
    case 'is':
      return { operator: 'is', value: readIsValue(scanner) };
    case 'simple':
      return { operator: head.operator, value: readValue(scanner) };
    case 'quantified': {
      const values = readArrayLiteral(scanner);
      return { operator: head.operator, quantifier: head.quantifier, values };
    }
    case 'fts': {
      const operation: Operation = { operator: head.operator, value: readValue(scanner) };
      if (head.language !== undefined) operation.language = head.language;
      return operation;
    }
  }
}

function readIsValue(scanner: TextScanner): IsValue {
  const start = scanner.position;
  const word = scanner.takeWhile((char) => /[a-z_]/i.test(char)).toLowerCase();
  const value = findIn(IS_VALUES, word);
  if (value === undefined) scanner.fail('null, not_null, true, false or unknown', start);
  return value;
}

/**
 * `(a,"b,c",)`: an element is quoted only if the closing quote is followed by `,` or `)`;
 * otherwise it is taken as written, quotes and all. A lone empty element means `in.()`.
 */
function readInList(scanner: TextScanner): string[] {
  scanner.skipSpaces();
  scanner.expect('(');
  scanner.skipSpaces();
  const elements: { value: string; quoted: boolean }[] = [];
  do {
    const quoted = readQuotedElement(scanner);
    elements.push(
      quoted === undefined
        ? { value: scanner.takeWhile((char) => char !== ',' && char !== ')'), quoted: false }
        : { value: quoted, quoted: true },
    );
  } while (scanner.consume(','));
  scanner.expect(')');
  scanner.skipSpaces();
  const [only, ...others] = elements;
  if (only !== undefined && others.length === 0 && !only.quoted && only.value === '') return [];
  return elements.map((element) => element.value);
}

/**
 * `"a,b"` when the closing quote ends the element (`,`, `)` or the end follows); otherwise
 * undefined with the position unchanged, and the caller reads the text as written.
 */
export function readQuotedElement(scanner: TextScanner): string | undefined {
  return scanner.attempt(() => {
    const value = scanner.readQuoted();
    const next = scanner.peek();
    if (next !== undefined && next !== ',' && next !== ')') scanner.fail('"," or ")"');
    return value;
  });
}

/**
 * A PostgreSQL array literal `{a,"b,c"}` as its elements; unquoted elements are trimmed and
 * backslashes escape, as PostgreSQL reads them.
 */
function readArrayLiteral(scanner: TextScanner): string[] {
  scanner.expect('{');
  scanner.skipSpaces();
  if (scanner.consume('}')) return [];
  const values: string[] = [];
  do {
    scanner.skipSpaces();
    values.push(scanner.peek() === '"' ? scanner.readQuoted() : readUnquotedElement(scanner));
    scanner.skipSpaces();
  } while (scanner.consume(','));
  scanner.expect('}');
  return values;
}

function readUnquotedElement(scanner: TextScanner): string {
  let value = '';
  for (;;) {
    const char = scanner.peek();
    if (char === undefined || char === ',' || char === '}') break;
    if (char === '{' || char === '"')
      scanner.fail('array element (nested arrays are not supported)');
    scanner.position += 1;
    const escaped = char === '\\' ? scanner.peek() : undefined;
    if (escaped !== undefined) scanner.position += 1;
    value += escaped ?? char;
  }
  const trimmed = value.trim();
  if (trimmed === '') scanner.fail('array element');
  return trimmed;
}

/** As readFilterExpression, for places where only a filter may stand. */
export function expectFilterExpression(
  scanner: TextScanner,
  readValue: ValueReader,
): FilterExpression {
  return readFilterExpression(scanner, readValue) ?? scanner.fail(`"not" or ${OPERATOR_EXPECTED}`);
}

function parseWholeValue<T>(
  text: string,
  read: (scanner: TextScanner, readValue: ValueReader) => T,
): T {
  const scanner = new TextScanner('filter', text);
  const expression = read(scanner, (rest) => rest.takeRest());
  if (expression !== undefined && !scanner.atEnd()) scanner.fail('end of input');
  return expression;
}

/** A filter parameter's value, e.g. `not.in.(1,2)`, `ilike.*smith*`, `fts(english).cat`. */
export function parseFilterValue(text: string): FilterExpression {
  return parseWholeValue(text, expectFilterExpression);
}

/** As parseFilterValue, but undefined for a value without an operator: an RPC argument. */
export function parseFilterOrArgument(text: string): FilterExpression | undefined {
  return parseWholeValue(text, readFilterExpression);
}
