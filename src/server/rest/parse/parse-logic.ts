import type { Filter, LogicTree } from '../query-ast.ts';
import { readField } from './parse-field.ts';
import { expectFilterExpression, readQuotedElement } from './parse-filter.ts';
import { TextScanner } from './text-scanner.ts';

const NESTED_TREE = /^(not\.)?(and|or)\(/;

/**
 * The value of `or=`, `and=`, `not.or=`…: `(a.eq.1,and(b.gt.2,c.not.is.null))`. The operator
 * and negation come from the key, which parse-query-parameters reads.
 */
export function parseLogicTree(
  operator: LogicTree['operator'],
  negated: boolean,
  text: string,
): LogicTree {
  const scanner = new TextScanner('logic tree', text);
  const conditions = readConditions(scanner);
  if (!scanner.atEnd()) scanner.fail('end of input');
  return { operator, negated, conditions };
}

function readConditions(scanner: TextScanner): LogicTree['conditions'] {
  scanner.skipSpaces();
  scanner.expect('(');
  const conditions = [readCondition(scanner)];
  while (scanner.consume(',')) conditions.push(readCondition(scanner));
  if (!scanner.consume(')')) scanner.fail('"," or ")"');
  scanner.skipSpaces();
  return conditions;
}

function readCondition(scanner: TextScanner): LogicTree | Filter {
  scanner.skipSpaces();
  const nested = NESTED_TREE.exec(scanner.text.slice(scanner.position));
  if (nested !== null) {
    scanner.position += nested[0].length - 1;
    const operator = nested[2] === 'and' ? 'and' : 'or';
    return { operator, negated: nested[1] !== undefined, conditions: readConditions(scanner) };
  }
  if (!scanner.startsWith('not.')) return readLogicFilter(scanner);
  // `not.` is PostgREST's prefix for nested trees only; a column named "not" wins, else it
  // negates the filter that follows (`not.a.eq.1` = `a.not.eq.1`).
  const column = scanner.attempt(() => readLogicFilter(scanner));
  if (column !== undefined) return column;
  scanner.position += 'not.'.length;
  const filter = readLogicFilter(scanner);
  return { ...filter, negated: !filter.negated };
}

function readLogicFilter(scanner: TextScanner): Filter {
  const field = readField(scanner);
  scanner.expect('.');
  const expression = expectFilterExpression(scanner, readLogicValue);
  scanner.skipSpaces();
  if (!scanner.startsWith(',') && !scanner.startsWith(')')) scanner.fail('"," or ")"');
  return { field, ...expression };
}

/** Ends at `,` or `)` unless quoted or a `{…}` array literal, which keeps its braces. */
function readLogicValue(scanner: TextScanner): string {
  return (
    readQuotedElement(scanner) ??
    scanner.attempt(() => {
      scanner.expect('{');
      const body = scanner.takeWhile((char) => char !== '{' && char !== '}');
      scanner.expect('}');
      return `{${body}}`;
    }) ??
    scanner.takeWhile((char) => char !== ',' && char !== ')')
  );
}
