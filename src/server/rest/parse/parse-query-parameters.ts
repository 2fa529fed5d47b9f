import type { EmbedPath, QueryParameters } from '../query-ast.ts';
import { parseColumns } from './parse-columns.ts';
import { parseFieldPath, readDottedNames } from './parse-field.ts';
import { parseFilterOrArgument, parseFilterValue } from './parse-filter.ts';
import { parseLogicTree } from './parse-logic.ts';
import { parseOrder } from './parse-order.ts';
import { parseSelect } from './parse-select.ts';
import { TextScanner } from './text-scanner.ts';

type Limits = QueryParameters['limits'][number];

/**
 * Classifies and parses a request's query parameters the way PostgREST does: by the last
 * dot-separated word of each key. `entries` come from URLSearchParams (so `+` is a space).
 */
export function parseQueryParameters(
  entries: [string, string][],
  target: 'table' | 'rpc',
): QueryParameters {
  const result: QueryParameters = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    limits: [],
    rpcArguments: [],
  };
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    // PostgREST reads the first of repeated select/columns/on_conflict and ignores the rest.
    const first = !seen.has(key);
    seen.add(key);
    if (key === 'select') {
      // An empty select is kept, as in PostgREST: rows become empty objects.
      if (first) result.select = parseSelect(value);
    } else if (key === 'columns') {
      if (first && value !== '') result.columns = parseColumns(key, value);
    } else if (key === 'on_conflict') {
      if (first && value !== '') result.onConflict = parseColumns(key, value);
    } else if (key !== '' && value !== '') {
      addParameter(result, key, value, target);
    }
  }
  return result;
}

function addParameter(
  result: QueryParameters,
  key: string,
  value: string,
  target: 'table' | 'rpc',
): void {
  const lastWord = key.slice(key.lastIndexOf('.') + 1);
  switch (lastWord) {
    case 'order':
      result.order.push({ path: parseFieldPath(key).path, terms: parseOrder(value) });
      return;
    case 'limit':
    case 'offset':
      limitsAt(result, parseFieldPath(key).path)[lastWord] = parseCount(lastWord, value);
      return;
    case 'and':
    case 'or':
      result.logic.push(parseLogicParameter(key, lastWord, value));
      return;
  }
  const { path, field } = parseFieldPath(key);
  const expression = target === 'table' ? parseFilterValue(value) : parseFilterOrArgument(value);
  if (expression === undefined) result.rpcArguments.push([field.name, value]);
  else result.filters.push({ path, filter: { field, ...expression } });
}

function limitsAt(result: QueryParameters, path: EmbedPath): Limits {
  const key = JSON.stringify(path);
  const existing = result.limits.find((limits) => JSON.stringify(limits.path) === key);
  if (existing !== undefined) return existing;
  const created: Limits = { path };
  result.limits.push(created);
  return created;
}

function parseCount(parameter: 'limit' | 'offset', text: string): number {
  const scanner = new TextScanner(parameter, text);
  const digits = scanner.takeWhile((char) => char >= '0' && char <= '9');
  if (digits === '' || !scanner.atEnd()) scanner.fail('a non-negative integer');
  const count = Number(digits);
  if (!Number.isSafeInteger(count)) scanner.fail('an integer no larger than 2^53 - 1', 0);
  return count;
}

/** `or`, `not.and`, `messages.or`, `a.b.not.or`: every `not` segment negates, as in PostgREST. */
function parseLogicParameter(
  key: string,
  operator: 'and' | 'or',
  value: string,
): QueryParameters['logic'][number] {
  const scanner = new TextScanner('logic path', key);
  const names = readDottedNames(scanner);
  if (!scanner.atEnd()) scanner.fail('"." or end of input');
  const path = names.slice(0, -1).filter((name) => name !== 'not');
  const negated = path.length < names.length - 1;
  return { path, tree: parseLogicTree(operator, negated, value) };
}
