// A text column that a check constraint limits to a list of values is typed as their union
// (`'private' | 'group'`), as an enum column would be: the schema uses such checks, not enums.

const listCheck = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;
const textItems = /'((?:[^']|'')*)'::text(?:, |$)/gy;

/** The values a check constraint's definition allows its column, or null for other checks. */
export function allowedValues(definition: string): string[] | null {
  const match = listCheck.exec(definition);
  if (!match) return null;
  const list = match[2] ?? '';
  const items = [...list.matchAll(textItems)];
  // Sticky matching: the items must cover the whole list, or it is not a list of text.
  if (items.reduce((length, item) => length + item[0].length, 0) !== list.length) return null;
  return items.map((item) => (item[1] ?? '').replaceAll("''", "'"));
}

/** By `relation.column`: the allowed values of each column a list check limits. */
export function allowedValuesByColumn(
  checks: { relation: string; column: string; definition: string }[],
): Map<string, string[]> {
  const byColumn = new Map<string, string[]>();
  for (const check of checks) {
    const values = allowedValues(check.definition);
    if (values) byColumn.set(`${check.relation}.${check.column}`, values);
  }
  return byColumn;
}
