import type { ReadNode } from '../plan/read-plan.ts';
import type { ResponseMedia } from '../query-ast.ts';
import { responseBodySql } from './response-body-sql.ts';
import { selectSql } from './read-select.ts';
import { SqlParameters } from './sql-text.ts';

export interface Statement {
  sql: string;
  parameters: string[];
}

/**
 * A read as one statement returning one row: the total (when counted), the rows on this page,
 * and the body (contract section 5.2).
 */
export function readStatement(
  plan: ReadNode,
  options: { count: boolean; media: ResponseMedia; head: boolean },
): Statement {
  const parameters = new SqlParameters();
  const source = selectSql(plan, parameters);
  const total = options.count
    ? `(SELECT pg_catalog.count(*) FROM (${selectSql(plan, parameters, { forCount: true })}) AS "pgrst_count")`
    : 'NULL::bigint';
  return {
    sql:
      `WITH pgrst_source AS (${source}) ` +
      `SELECT ${total} AS total_result_set, pg_catalog.count(_postgrest_t) AS page_total, ` +
      `${responseBodySql(options.media, options.head)} AS body ` +
      `FROM (SELECT * FROM pgrst_source) AS _postgrest_t`,
    parameters: parameters.values,
  };
}
