/** What a list is of, in the singular and the plural: "client", "clients". */
export interface ListNoun {
  one: string;
  many: string;
}

/** The pages a list of `total` rows fills, `size` to a page: at least one. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The line above a page of a list: "Showing 101–200 of 1,234 clients". */
export function listSummary(
  page: number,
  size: number,
  shown: number,
  total: number,
  noun: ListNoun,
) {
  const first = (page - 1) * size + 1;
  const count = (value: number) => value.toLocaleString('en-GB');
  const name = total === 1 ? noun.one : noun.many;
  if (shown === total) return `${count(total)} ${name}`;
  return `Showing ${count(first)}–${count(first + shown - 1)} of ${count(total)} ${name}`;
}
