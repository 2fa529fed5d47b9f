import type { Column } from '../schema/schema-types.ts';
import { quoteIdentifier, type SqlParameters } from './sql-text.ts';

/**
 * The value a payload column is written with: the row's own value or, under
 * `Prefer: missing=default`, the column default when the row lacks the key (a key present with
 * `null` stays NULL), as PostgREST fills defaults. `row` is the jsonb of one payload row and
 * `record` its typed columns; the default is evaluated per row, so identities count up.
 */
export function payloadValueSql(
  column: Column,
  missingDefault: boolean,
  names: { row: string; record: string },
  parameters: SqlParameters,
): string {
  const value = `${names.record}.${quoteIdentifier(column.name)}`;
  if (!missingDefault || column.defaultExpression === null) return value;
  return `CASE WHEN ${names.row} ? ${parameters.add(column.name)} THEN ${value} ELSE ${column.defaultExpression} END`;
}
