const timestampKey = /(_at|_until)$/;

/**
 * A table row as the database's to_jsonb wrote it, with its timestamps (the columns named
 * `…_at` and `…_until`) as Dates again, as a row read by a query has them.
 */
export function fromJsonRow<Row>(json: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    row[key] = typeof value === 'string' && timestampKey.test(key) ? new Date(value) : value;
  }
  return row as Row;
}
