import type { OrderTerm } from '../query-ast.ts';
import { readField, readFieldName } from './parse-field.ts';
import { TextScanner } from './text-scanner.ts';

const DIRECTION_OR_NULLS = '"asc", "desc", "nullsfirst" or "nullslast"';
const NULLS = '"nullsfirst" or "nullslast"';

/** `order=name.desc.nullslast,data->>key,author(name).asc`. */
export function parseOrder(text: string): OrderTerm[] {
  const scanner = new TextScanner('order', text);
  const terms = [readTerm(scanner)];
  while (scanner.consume(',')) terms.push(readTerm(scanner));
  if (!scanner.atEnd()) scanner.fail('"." or "," or end of input');
  return terms;
}

function readTerm(scanner: TextScanner): OrderTerm {
  scanner.skipSpaces();
  const relation = scanner.attempt(() => {
    const name = readFieldName(scanner);
    scanner.expect('(');
    return name;
  });
  const term: OrderTerm = { field: readField(scanner) };
  if (relation !== undefined) {
    term.relation = relation;
    scanner.expect(')');
  }
  readModifiers(scanner, term);
  scanner.skipSpaces();
  return term;
}

/** `.asc|.desc` then `.nullsfirst|.nullslast`, each optional, in that order. */
function readModifiers(scanner: TextScanner, term: OrderTerm): void {
  if (!scanner.consume('.')) return;
  let start = scanner.position;
  let word = readWord(scanner);
  if (word === 'asc' || word === 'desc') {
    term.direction = word;
    if (!scanner.consume('.')) return;
    start = scanner.position;
    word = readWord(scanner);
  } else if (word !== 'nullsfirst' && word !== 'nullslast') {
    scanner.fail(DIRECTION_OR_NULLS, start);
  }
  if (word === 'nullsfirst') term.nulls = 'first';
  else if (word === 'nullslast') term.nulls = 'last';
  else scanner.fail(NULLS, start);
}

function readWord(scanner: TextScanner): string {
  return scanner.takeWhile((char) => char >= 'a' && char <= 'z');
}
