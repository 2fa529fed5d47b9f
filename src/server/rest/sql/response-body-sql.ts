import type { ResponseMedia } from '../query-ast.ts';

/**
 * The SQL that turns the rows of `_postgrest_t` into the response body, so the JSON is built by
 * PostgreSQL (timestamps, numerics and ranges formatted as PostgREST formats them).
 * CSV is made from the JSON array in csv-body.ts.
 */
export function responseBodySql(media: ResponseMedia, head: boolean): string {
  if (head) return "''";
  if (media.kind === 'object') {
    const row = 'json_agg(_postgrest_t)->0';
    return `coalesce(${media.stripNulls ? `json_strip_nulls(${row})` : row}, 'null')::text`;
  }
  const rows = 'json_agg(_postgrest_t)';
  const stripNulls = media.kind === 'json' && media.stripNulls;
  return `coalesce(${stripNulls ? `json_strip_nulls(${rows})` : rows}, '[]')::text`;
}
