import type { ReadNode } from '../plan/read-plan.ts';
import type { ResponseMedia } from '../query-ast.ts';
import type { Column, Table } from '../schema/schema-types.ts';
import { filterSql, logicSql } from './filter-sql.ts';
import type { Statement } from './read-statement.ts';
import { selectSql } from './read-select.ts';
import { payloadValueSql } from './payload-value-sql.ts';
import { responseBodySql } from './response-body-sql.ts';
import { quoteIdentifier, quoteQualified, SqlParameters } from './sql-text.ts';

export type Mutation =
  | {
      kind: 'insert';
      /** The rows as a JSON array. */
      body: string;
      columns: Column[];
      /** Absent keys take the column default instead of NULL (`Prefer: missing=default`). */
      missingDefault: boolean;
      upsert?: { resolution: 'merge-duplicates' | 'ignore-duplicates'; conflict: string[] };
    }
  | { kind: 'update'; body: string; columns: Column[]; missingDefault: boolean }
  | { kind: 'delete' };

export interface MutationOptions {
  table: Table;
  mutation: Mutation;
  /** Root filters and logic (update and delete), hung on a plan rooted at the table. */
  target: ReadNode;
  /** The representation to return, a plan rooted at the CTE; undefined for return=minimal. */
  representation: ReadNode | undefined;
  media: ResponseMedia;
}

const payloadNames = { row: 'pgrst_row', record: 'pgrst_body' };

const recordDefinition = (columns: Column[]) =>
  columns.map((column) => `${quoteIdentifier(column.name)} ${column.type}`).join(', ');

// Counts rows really inserted by an upsert: every candidate row adds one, every conflict that
// turns into an update takes one away (contract section 5.5).
const countInsert = (step: '+' | '-', guard: string) =>
  `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) ${step} 1)::text, true) <> '${guard}'`;

function insertSql(
  qualified: string,
  mutation: Extract<Mutation, { kind: 'insert' }>,
  parameters: SqlParameters,
): string {
  const rows = `jsonb_array_elements(${parameters.add(mutation.body)}::jsonb) AS pgrst_row`;
  if (mutation.columns.length === 0) return `INSERT INTO ${qualified} SELECT FROM ${rows}`;
  const names = mutation.columns.map((column) => quoteIdentifier(column.name));
  const values = mutation.columns.map((column) =>
    payloadValueSql(column, mutation.missingDefault, payloadNames, parameters),
  );
  let sql =
    `INSERT INTO ${qualified} (${names.join(', ')}) SELECT ${values.join(', ')} FROM ${rows}, ` +
    `LATERAL jsonb_to_record(pgrst_row) AS pgrst_body(${recordDefinition(mutation.columns)})`;
  const upsert = mutation.upsert;
  if (upsert && upsert.conflict.length > 0) {
    const target = upsert.conflict.map(quoteIdentifier).join(', ');
    if (upsert.resolution === 'ignore-duplicates' || names.length === 0) {
      sql += ` ON CONFLICT (${target}) DO NOTHING`;
    } else {
      sql += ` WHERE ${countInsert('+', '0')}`;
      const sets = names.map((name) => `${name} = EXCLUDED.${name}`);
      sql += ` ON CONFLICT (${target}) DO UPDATE SET ${sets.join(', ')} WHERE ${countInsert('-', '-1')}`;
    }
  }
  return sql;
}

function whereSql(target: ReadNode, parameters: SqlParameters): string {
  const conditions = [
    ...target.filters.map((filter) => filterSql(target, filter, parameters)),
    ...target.logic.map((tree) => logicSql(target, tree, parameters)),
  ];
  return conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * Insert, upsert, update or delete as a data-modifying CTE, then the representation read from
 * it, in one statement (contract section 5.4). `RETURNING 1` for minimal keeps row counting and
 * row-level security the same as with a representation.
 */
export function mutationStatement(options: MutationOptions, head: boolean): Statement {
  const { table, mutation, target, representation } = options;
  const parameters = new SqlParameters();
  const qualified = quoteQualified(table.schema, table.name);
  let sql: string;
  if (mutation.kind === 'insert') {
    sql = insertSql(qualified, mutation, parameters);
  } else if (mutation.kind === 'update') {
    if (mutation.columns.length === 0) {
      // An empty body changes nothing, but still reports the rows it would have matched as none.
      sql = `SELECT * FROM ${qualified} WHERE false`;
    } else {
      const row = parameters.add(mutation.body);
      const sets = mutation.columns.map(
        (column) =>
          `${quoteIdentifier(column.name)} = ${payloadValueSql(column, mutation.missingDefault, payloadNames, parameters)}`,
      );
      sql =
        `UPDATE ${qualified} SET ${sets.join(', ')} ` +
        `FROM (SELECT ${row}::jsonb AS pgrst_row) AS pgrst_payload, ` +
        `LATERAL jsonb_to_record(pgrst_payload.pgrst_row) AS pgrst_body(${recordDefinition(mutation.columns)})` +
        whereSql(target, parameters);
    }
  } else {
    sql = `DELETE FROM ${qualified}${whereSql(target, parameters)}`;
  }
  if (!sql.startsWith('SELECT'))
    sql += representation ? ` RETURNING ${qualified}.*` : ' RETURNING 1';

  const rows = representation
    ? selectSql(representation, parameters)
    : 'SELECT * FROM pgrst_source';
  const body = representation ? responseBodySql(options.media, head) : "''";
  return {
    sql:
      `WITH pgrst_source AS (${sql}) ` +
      `SELECT NULL::bigint AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ${body} AS body ` +
      `FROM (${rows}) AS _postgrest_t`,
    parameters: parameters.values,
  };
}
