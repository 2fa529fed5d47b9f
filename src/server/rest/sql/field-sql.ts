import type { Field, SelectItem } from '../query-ast.ts';
import type { Table } from '../schema/schema-types.ts';
import { quoteIdentifier, type SqlParameters } from './sql-text.ts';

export function columnType(table: Table | undefined, name: string): string | undefined {
  return table?.columns.find((column) => column.name === name)?.type;
}

/**
 * `"t"."col"`, or with a JSON path `"t"."data"->$1->>$2`; a column of another type is turned
 * into jsonb first, as PostgREST does. Keys and indexes are parameters.
 */
export function fieldSql(
  ref: string,
  field: Field,
  table: Table | undefined,
  parameters: SqlParameters,
): string {
  const column = `${ref}.${quoteIdentifier(field.name)}`;
  if (field.jsonPath.length === 0) return column;
  const type = columnType(table, field.name);
  let sql = type === 'json' || type === 'jsonb' ? column : `to_jsonb(${column})`;
  for (const step of field.jsonPath) {
    const key =
      typeof step.key === 'number'
        ? `${parameters.add(String(step.key))}::int`
        : parameters.add(step.key);
    sql += `${step.arrow}${key}`;
  }
  return sql;
}

/**
 * The JSON key a selected field gets: its alias, else an aggregate's name (`sum`), else the last
 * key of its JSON path, else the column name (a cast keeps the column name).
 */
export function fieldOutputName(item: Extract<SelectItem, { kind: 'field' }>): string {
  if (item.alias !== undefined) return item.alias;
  if (item.aggregate !== undefined) return item.aggregate;
  const keys = item.field.jsonPath.map((step) => step.key);
  const lastKey = keys.reverse().find((key) => typeof key === 'string');
  return typeof lastKey === 'string' ? lastKey : item.field.name;
}
