import { RestError } from '../rest-error.ts';
import type { OrderTerm } from '../query-ast.ts';
import type { ColumnItem, EmbedNode, ReadNode } from '../plan/read-plan.ts';
import { quoteQualified } from './sql-text.ts';
import { fieldOutputName, fieldSql } from './field-sql.ts';
import { filterSql, filtersOnEmbed, logicSql } from './filter-sql.ts';
import { quoteIdentifier, type SqlParameters } from './sql-text.ts';

// A cast names a type; it cannot be a parameter, so only plain type names get through.
const typeName = /^[A-Za-z_][A-Za-z0-9_]*( [A-Za-z_][A-Za-z0-9_]*)*(\[\])?$/;

function castSql(expression: string, type: string | undefined): string {
  if (type === undefined) return expression;
  if (!typeName.test(type)) {
    throw new RestError({
      status: 400,
      code: 'PGRST100',
      message: `"failed to parse select parameter (::${type})" (line 1, column 1)`,
      details: `"${type}" is not a type name`,
    });
  }
  return `CAST(${expression} AS ${type})`;
}

type AggregateItem = Extract<ColumnItem, { kind: 'count' | 'field' }>;

const isAggregate = (item: ColumnItem): item is AggregateItem =>
  item.kind === 'count' || (item.kind === 'field' && item.aggregate !== undefined);

/** An aggregate of `expression` (the value it aggregates), cast as the item asks. */
function aggregateSql(item: AggregateItem, expression: string): string {
  if (item.kind === 'count') return castSql('COUNT(*)', item.cast);
  return castSql(`${item.aggregate?.toUpperCase() ?? ''}(${expression})`, item.aggregateCast);
}

const itemOutputName = (item: AggregateItem) =>
  item.kind === 'count' ? (item.alias ?? 'count') : fieldOutputName(item);

/**
 * One selected item. With `hoist`, an aggregate is left to the parent (see selectSql), so the
 * value it would aggregate is selected instead.
 */
function columnItemSql(
  node: ReadNode,
  item: ColumnItem,
  parameters: SqlParameters,
  hoist: boolean,
): string {
  if (item.kind === 'star') return `${node.ref}.*`;
  const value =
    item.kind === 'count'
      ? '1'
      : castSql(fieldSql(node.ref, item.field, node.table, parameters), item.cast);
  const expression = isAggregate(item) && !hoist ? aggregateSql(item, value) : value;
  return `${expression} AS ${quoteIdentifier(itemOutputName(item as AggregateItem))}`;
}

/**
 * The aggregates of a to-one spread, and of the to-one spreads inside it, by output name: as
 * PostgREST does, they are computed by the nearest parent that is not such a spread, over its
 * rows, grouped by everything else it selects.
 */
function hoistedAggregates(node: ReadNode): Map<string, AggregateItem> {
  const found = new Map<string, AggregateItem>();
  for (const item of node.items) if (isAggregate(item)) found.set(itemOutputName(item), item);
  for (const embed of node.embeds) {
    if (embed.toOne && embed.spread)
      for (const entry of hoistedAggregates(embed)) found.set(...entry);
  }
  return found;
}

/**
 * With an aggregate selected, `*` stands for the table's columns one by one, as PostgREST
 * expands it, so that each can be grouped by.
 */
function selectedItems(node: ReadNode): ColumnItem[] {
  if (!node.items.some(isAggregate) || !node.table) return node.items;
  const columns = node.table.columns;
  return node.items.flatMap((item): ColumnItem[] =>
    item.kind === 'star'
      ? columns.map((column) => ({ kind: 'field', field: { name: column.name, jsonPath: [] } }))
      : [item],
  );
}

/** The JSON keys a node produces, which a spread lifts into its parent. */
function outputNames(node: ReadNode): string[] {
  return [
    ...node.items.flatMap((item) => {
      if (item.kind === 'star') return node.table?.columns.map((column) => column.name) ?? [];
      if (item.kind === 'count') return [item.alias ?? 'count'];
      return [fieldOutputName(item)];
    }),
    ...node.embeds.flatMap((embed) => (embed.spread ? outputNames(embed) : [embed.outputName])),
  ];
}

/** The child's side of the join with its parent, in the child's WHERE. */
function joinCondition(embed: EmbedNode, parentRef: string): { from: string; where: string } {
  const relationship = embed.relationship;
  // A computed relationship's function correlates by itself (see read-plan.ts).
  if (relationship.kind === 'computed') return { from: embed.from, where: '' };
  if (relationship.kind !== 'many-to-many') {
    return {
      from: embed.from,
      where: relationship.columns
        .map(
          ([parent, child]) =>
            `${embed.ref}.${quoteIdentifier(child)} = ${parentRef}.${quoteIdentifier(parent)}`,
        )
        .join(' AND '),
    };
  }
  const junction = quoteIdentifier(`${relationship.junction.name}_${embed.depth}`);
  return {
    from: `${embed.from}, ${quoteQualified(relationship.junction.schema, relationship.junction.name)} AS ${junction}`,
    where: [
      ...relationship.targetColumns.map(
        ([junctionColumn, target]) =>
          `${embed.ref}.${quoteIdentifier(target)} = ${junction}.${quoteIdentifier(junctionColumn)}`,
      ),
      ...relationship.originColumns.map(
        ([junctionColumn, origin]) =>
          `${junction}.${quoteIdentifier(junctionColumn)} = ${parentRef}.${quoteIdentifier(origin)}`,
      ),
    ].join(' AND '),
  };
}

function orderSql(node: ReadNode, term: OrderTerm, parameters: SqlParameters): string {
  let expression: string;
  if (term.relation === undefined) {
    expression = fieldSql(node.ref, term.field, node.table, parameters);
  } else {
    const embed = node.embeds.find((candidate) => candidate.outputName === term.relation);
    if (!embed?.toOne) {
      throw new RestError({
        status: 400,
        code: 'PGRST118',
        message: `A related order on '${term.relation}' is not possible`,
        details: `'${node.name.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      });
    }
    expression = fieldSql(quoteIdentifier(embed.lateralAlias), term.field, embed.table, parameters);
  }
  const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
  const nulls = term.nulls === undefined ? '' : ` NULLS ${term.nulls.toUpperCase()}`;
  return `${expression}${direction}${nulls}`;
}

export interface SelectOptions {
  /** The count query: no columns, order or limits, and only the joins that filter rows. */
  forCount?: boolean;
  /** The child's join condition and FROM with its parent, for embeds. */
  join?: { from: string; where: string };
  /** A to-one spread: its aggregates (and its spreads') are computed by the parent. */
  hoist?: boolean;
}

/**
 * One node as a SELECT, its embeds as lateral joins (contract section 5.3): to-one embeds as
 * `row_to_json` of a joined row, to-many as a `json_agg` of the child rows, spreads as the
 * child's own columns.
 */
export function selectSql(
  node: ReadNode,
  parameters: SqlParameters,
  options: SelectOptions = {},
): string {
  const forCount = options.forCount ?? false;
  const hoist = options.hoist ?? false;
  const items = forCount ? [] : selectedItems(node);
  const columns = items.map((item) => columnItemSql(node, item, parameters, hoist));
  // Positions of the columns that aggregate: PostgREST groups by every other selected column,
  // embeds included.
  const aggregated = new Set(
    items.flatMap((item, index) => (isAggregate(item) && !hoist ? [index + 1] : [])),
  );
  const joins: string[] = [];

  for (const embed of node.embeds) {
    const inner = embed.joinType === 'inner';
    if (forCount && !inner && !filtersOnEmbed(node, embed.outputName)) continue;
    const lateral = quoteIdentifier(embed.lateralAlias);
    const hoisting = embed.toOne && embed.spread;
    const child = selectSql(embed, parameters, {
      join: joinCondition(embed, node.ref),
      hoist: hoisting,
    });
    const shows = !forCount && (embed.items.length > 0 || embed.embeds.length > 0);
    const join = inner ? 'INNER JOIN LATERAL' : 'LEFT JOIN LATERAL';

    if (embed.toOne) {
      joins.push(`${join} (${child}) AS ${lateral} ON TRUE`);
      if (!shows) continue;
      if (embed.spread) {
        const aggregates = hoistedAggregates(embed);
        for (const name of outputNames(embed)) {
          const value = `${lateral}.${quoteIdentifier(name)}`;
          const aggregate = hoist ? undefined : aggregates.get(name);
          if (aggregate === undefined) {
            columns.push(value);
          } else {
            columns.push(`${aggregateSql(aggregate, value)} AS ${quoteIdentifier(name)}`);
            aggregated.add(columns.length);
          }
        }
      } else {
        columns.push(`row_to_json(${lateral}.*)::jsonb AS ${quoteIdentifier(embed.outputName)}`);
      }
      continue;
    }

    if (embed.spread) {
      // A to-many spread gives the parent one array per child column.
      const names = outputNames(embed);
      const arrays = names.map(
        (name) =>
          `json_agg(${lateral}.${quoteIdentifier(name)})::jsonb AS ${quoteIdentifier(name)}`,
      );
      joins.push(
        `${join} (SELECT ${arrays.join(', ')}, count(*) AS "pgrst_rows" FROM (${child}) AS ${lateral}) AS ${lateral} ON ${inner ? `${lateral}."pgrst_rows" > 0` : 'TRUE'}`,
      );
      if (!shows) continue;
      for (const name of names) {
        columns.push(
          `COALESCE(${lateral}.${quoteIdentifier(name)}, '[]') AS ${quoteIdentifier(name)}`,
        );
      }
      continue;
    }
    joins.push(
      `${join} (SELECT json_agg(${lateral})::jsonb AS ${lateral} FROM (${child}) AS ${lateral}) AS ${lateral} ON ${inner ? `${lateral}.${lateral} IS NOT NULL` : 'TRUE'}`,
    );
    if (shows)
      columns.push(`COALESCE(${lateral}.${lateral}, '[]') AS ${quoteIdentifier(embed.outputName)}`);
  }

  const conditions = [
    ...node.filters.map((filter) => filterSql(node, filter, parameters)),
    ...node.logic.map((tree) => logicSql(node, tree, parameters)),
    ...(options.join?.where ? [options.join.where] : []),
  ];
  // No columns (`select=`, an embed used only to filter, a count) is a zero-column SELECT:
  // its rows become `{}`.
  let sql = `SELECT ${columns.join(', ')} FROM ${options.join?.from ?? node.from}`;
  if (joins.length > 0) sql += ` ${joins.join(' ')}`;
  if (conditions.length > 0) sql += ` WHERE ${conditions.join(' AND ')}`;
  if (forCount) return sql;
  const groupBy = columns.flatMap((_, index) => (aggregated.has(index + 1) ? [] : [index + 1]));
  if (aggregated.size > 0 && groupBy.length > 0) sql += ` GROUP BY ${groupBy.join(', ')}`;
  if (node.order.length > 0) {
    sql += ` ORDER BY ${node.order.map((term) => orderSql(node, term, parameters)).join(', ')}`;
  }
  if (node.limit !== undefined) sql += ` LIMIT ${parameters.add(String(node.limit))}`;
  if (node.offset !== undefined) sql += ` OFFSET ${parameters.add(String(node.offset))}`;
  return sql;
}
