import type { Filter, LogicTree, Operation } from '../query-ast.ts';
import type { ReadNode } from '../plan/read-plan.ts';
import { columnType, fieldSql } from './field-sql.ts';
import { arrayLiteral, quoteIdentifier, type SqlParameters } from './sql-text.ts';

const operators = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;

const isTests = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
} as const;

const textSearchFunctions = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

// PostgREST lets `*` stand for `%`, which URLs carry badly.
const likePattern = (operator: string, value: string) =>
  operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;

function operationSql(
  expression: string,
  operation: Operation,
  type: string | undefined,
  parameters: SqlParameters,
): string {
  switch (operation.operator) {
    case 'in':
      return `${expression} = ANY(${parameters.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${expression} ${isTests[operation.value]}`;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language =
        operation.language === undefined
          ? ''
          : `${parameters.add(operation.language)}::regconfig, `;
      const vector = type === 'tsvector' ? expression : `to_tsvector(${language}${expression})`;
      const query = `${textSearchFunctions[operation.operator]}(${language}${parameters.add(operation.value)})`;
      return `${vector} @@ ${query}`;
    }
    default:
      if ('quantifier' in operation) {
        const values = operation.values.map((value) => likePattern(operation.operator, value));
        const quantifier = operation.quantifier === 'any' ? 'ANY' : 'ALL';
        return `${expression} ${operators[operation.operator]} ${quantifier}(${parameters.add(arrayLiteral(values))})`;
      }
      return `${expression} ${operators[operation.operator]} ${parameters.add(likePattern(operation.operator, operation.value))}`;
  }
}

/**
 * `rel=is.null` / `rel=not.is.null` on an embedded resource keeps the rows that have (or lack)
 * a related row; any other filter is on a column of the node.
 */
export function filterSql(node: ReadNode, filter: Filter, parameters: SqlParameters): string {
  const embed = node.embeds.find((candidate) => candidate.outputName === filter.field.name);
  let sql: string;
  if (
    embed &&
    filter.field.jsonPath.length === 0 &&
    filter.operation.operator === 'is' &&
    (filter.operation.value === 'null' || filter.operation.value === 'not_null')
  ) {
    const lateral = quoteIdentifier(embed.lateralAlias);
    const value = embed.toOne ? lateral : `${lateral}.${lateral}`;
    sql = `${value} IS ${filter.operation.value === 'null' ? 'NOT ' : ''}DISTINCT FROM NULL`;
  } else {
    const expression = fieldSql(node.ref, filter.field, node.table, parameters);
    const type =
      filter.field.jsonPath.length === 0 ? columnType(node.table, filter.field.name) : undefined;
    sql = operationSql(expression, filter.operation, type, parameters);
  }
  return filter.negated ? `NOT (${sql})` : sql;
}

export function logicSql(node: ReadNode, tree: LogicTree, parameters: SqlParameters): string {
  const conditions = tree.conditions.map((condition) =>
    'conditions' in condition
      ? logicSql(node, condition, parameters)
      : filterSql(node, condition, parameters),
  );
  const joined =
    conditions.length === 0
      ? tree.operator === 'and'
        ? 'TRUE'
        : 'FALSE'
      : `(${conditions.join(tree.operator === 'and' ? ' AND ' : ' OR ')})`;
  return tree.negated ? `NOT ${joined}` : joined;
}

/** Whether the node filters on the presence of this embed, which the count must then join. */
export function filtersOnEmbed(node: ReadNode, outputName: string): boolean {
  const inTree = (tree: LogicTree): boolean =>
    tree.conditions.some((condition) =>
      'conditions' in condition ? inTree(condition) : condition.field.name === outputName,
    );
  return node.filters.some((filter) => filter.field.name === outputName) || node.logic.some(inTree);
}
