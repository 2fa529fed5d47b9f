import { JsonInputError, parseJsonInput } from '../../http/json-input.ts';
import { RestError } from '../rest-error.ts';
import type { Column, Table } from '../schema/schema-types.ts';

const invalidJson = (message = 'Empty or invalid json') =>
  new RestError({ status: 400, code: 'PGRST102', message });

/** The body as JSON; too deep or holding NUL is refused like invalid JSON, with the reason. */
export function parseJson(text: string): unknown {
  try {
    return parseJsonInput(text);
  } catch (error) {
    if (error instanceof JsonInputError && !error.syntax) throw invalidJson(error.message);
    throw invalidJson();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The table's columns for these names, refusing any it does not have (PGRST204). */
export function payloadColumns(table: Table, names: string[]): Column[] {
  return names.map((name) => {
    const column = table.columns.find((candidate) => candidate.name === name);
    if (!column) {
      throw new RestError({
        status: 400,
        code: 'PGRST204',
        message: `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      });
    }
    return column;
  });
}

/**
 * An insert body: one object or an array of them. The columns are `columns=` when given, else
 * the keys of the rows, which must then all have the same keys (PGRST102).
 */
export function parseInsertBody(
  text: string,
  table: Table,
  columnsParameter: string[] | undefined,
): { json: string; columns: Column[]; rowCount: number } {
  const body = parseJson(text);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw invalidJson();
  let names = columnsParameter;
  if (names === undefined) {
    const keys = (row: Record<string, unknown>) => Object.keys(row).sort().join('\u0000');
    const [first] = rows;
    if (first && !rows.every((row) => keys(row) === keys(first))) {
      throw invalidJson('All object keys must match');
    }
    names = first ? Object.keys(first) : [];
  }
  return {
    json: JSON.stringify(rows),
    columns: payloadColumns(table, names),
    rowCount: rows.length,
  };
}

/** An update body: one object; the columns to set are `columns=` when given, else its keys. */
export function parseUpdateBody(
  text: string,
  table: Table,
  columnsParameter: string[] | undefined,
): { json: string; columns: Column[] } {
  const body = text.trim() === '' ? {} : parseJson(text);
  if (!isObject(body)) throw invalidJson();
  return {
    json: JSON.stringify(body),
    columns: payloadColumns(table, columnsParameter ?? Object.keys(body)),
  };
}
