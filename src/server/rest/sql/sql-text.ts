/** Identifiers are quoted, values are parameters: nothing from a request is spliced into SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function quoteQualified(schema: string, name: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
}

/** The values of one statement, bound as $1, $2, ... of unknown type so PostgreSQL infers each. */
export class SqlParameters {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A PostgreSQL array literal `{"a","b"}` for `= ANY($1)`, whatever the elements contain. */
export function arrayLiteral(values: string[]): string {
  const quoted = values.map(
    (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${quoted.join(',')}}`;
}
