import type { ResponseMedia } from '../query-ast.ts';

// CSV as PostgREST makes it: the keys of the first row, then each row's own text form without
// its parentheses, which quotes values holding commas or quotes and leaves NULL empty.
const csvSql =
  "coalesce((SELECT string_agg(pgrst_key, ',') FROM json_object_keys((array_agg(row_to_json(_postgrest_t)))[1]) AS pgrst_key), '')" +
  " || coalesce(E'\\n' || string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), E'\\n'), '')";

/**
 * The SQL that turns the rows of `_postgrest_t` into the response body, so the body is built by
 * PostgreSQL (timestamps, numerics and ranges formatted as PostgREST formats them).
 */
export function responseBodySql(media: ResponseMedia, head: boolean): string {
  if (head) return "''";
  if (media.kind === 'csv') return csvSql;
  if (media.kind === 'object') {
    const row = 'json_agg(_postgrest_t)->0';
    return `coalesce(${media.stripNulls ? `json_strip_nulls(${row})` : row}, 'null')::text`;
  }
  const rows = 'json_agg(_postgrest_t)';
  const stripNulls = media.kind === 'json' && media.stripNulls;
  return `coalesce(${stripNulls ? `json_strip_nulls(${rows})` : rows}, '[]')::text`;
}
