import type { ReadNode } from '../plan/read-plan.ts';
import type { ResponseMedia } from '../query-ast.ts';
import { responseBodySql } from './response-body-sql.ts';
import { selectSql } from './read-select.ts';
import { SqlParameters } from './sql-text.ts';

export interface Statement {
  sql: string;
  parameters: string[];
}

export type CountMethod = 'exact' | 'planned' | 'estimated';

/** The query whose rows are counted: the read without its columns, order and limits. */
export function countStatement(plan: ReadNode): Statement {
  const parameters = new SqlParameters();
  return { sql: selectSql(plan, parameters, { forCount: true }), parameters: parameters.values };
}

function totalSql(
  plan: ReadNode,
  parameters: SqlParameters,
  count: CountMethod | undefined,
  maxRows: number,
) {
  if (count === undefined || count === 'planned') return 'NULL::bigint';
  const counted = selectSql(plan, parameters, { forCount: true });
  // Estimated counts stop counting past max-rows; the planner's estimate takes over there.
  const limit = count === 'estimated' ? ` LIMIT ${maxRows + 1}` : '';
  return `(SELECT pg_catalog.count(*) FROM (${counted}${limit}) AS "pgrst_count")`;
}

/**
 * A read as one statement returning one row: the total (when counted exactly, or up to
 * max-rows for an estimate), the rows on this page, and the body (contract section 5.2).
 */
export function readStatement(
  plan: ReadNode,
  options: { count: CountMethod | undefined; maxRows: number; media: ResponseMedia; head: boolean },
): Statement {
  const parameters = new SqlParameters();
  const source = selectSql(plan, parameters);
  const total = totalSql(plan, parameters, options.count, options.maxRows);
  return {
    sql:
      `WITH pgrst_source AS (${source}) ` +
      `SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
      `${responseBodySql(options.media, options.head)} AS body ` +
      `FROM (SELECT * FROM pgrst_source) AS _postgrest_t`,
    parameters: parameters.values,
  };
}
