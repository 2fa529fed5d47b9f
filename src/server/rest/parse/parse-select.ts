import type { Aggregate, SelectItem } from '../query-ast.ts';
import { readFieldName, readJsonPath, readIdentifier } from './parse-field.ts';
import { TextScanner } from './text-scanner.ts';

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

const AGGREGATES: readonly Aggregate[] = ['sum', 'avg', 'count', 'max', 'min'];
const ITEM_END = '",", ")" or end of input';

/** The `select` parameter: `*,alias:col->key::text,rel!hint!inner(*),...spread(a),count()`. */
export function parseSelect(text: string): SelectItem[] {
  const scanner = new TextScanner('select parameter', text);
  const items = readItems(scanner);
  if (!scanner.atEnd()) scanner.fail('"," or end of input');
  return items;
}

/** A comma list that may be empty: `select=` and `rel()` (an embed used only to filter). */
function readItems(scanner: TextScanner): SelectItem[] {
  scanner.skipSpaces();
  if (scanner.atEnd() || scanner.peek() === ')') return [];
  const items = [readItem(scanner)];
  while (scanner.consume(',')) items.push(readItem(scanner));
  return items;
}

function readItem(scanner: TextScanner): SelectItem {
  scanner.skipSpaces();
  const item = readItemBody(scanner);
  scanner.skipSpaces();
  if (!scanner.atEnd() && !scanner.startsWith(',') && !scanner.startsWith(')')) {
    scanner.fail(ITEM_END);
  }
  return item;
}

function readItemBody(scanner: TextScanner): SelectItem {
  if (scanner.consume('...')) return readSpread(scanner);
  if (scanner.consume('*')) return { kind: 'star' };
  const first = readFieldName(scanner);
  const aliased = scanner.peek() === ':' && scanner.peek(1) !== ':';
  if (!aliased) return readNamedItem(scanner, first, undefined);
  scanner.position += 1;
  scanner.skipSpaces();
  return readNamedItem(scanner, readFieldName(scanner), first);
}

function readNamedItem(scanner: TextScanner, name: string, alias: string | undefined): SelectItem {
  if (name === 'count' && scanner.consume('()')) {
    const count: SelectItem = { kind: 'count' };
    if (alias !== undefined) count.alias = alias;
    const cast = readCast(scanner);
    if (cast !== undefined) count.cast = cast;
    return count;
  }
  if (scanner.startsWith('!') || scanner.startsWith('(')) {
    // PostgREST reserves `count(` for the row count, so it can never name an embed.
    if (name === 'count') scanner.fail('"()"');
    const embed: EmbedItem = { kind: 'embed', name, spread: false, items: [] };
    if (alias !== undefined) embed.alias = alias;
    return readEmbedRest(scanner, embed);
  }
  return readFieldItem(scanner, name, alias);
}

/** `...name!hint(items)`: no alias, the embed's columns join the parent's. */
function readSpread(scanner: TextScanner): SelectItem {
  const name = readFieldName(scanner);
  return readEmbedRest(scanner, { kind: 'embed', name, spread: true, items: [] });
}

function readFieldItem(scanner: TextScanner, name: string, alias: string | undefined): SelectItem {
  const jsonPath = readJsonPath(scanner);
  scanner.skipSpaces();
  const cast = readCast(scanner);
  const aggregate = readAggregate(scanner);
  const aggregateCast = aggregate === undefined ? undefined : readCast(scanner);
  const item: SelectItem = { kind: 'field', field: { name, jsonPath } };
  if (alias !== undefined) item.alias = alias;
  if (cast !== undefined) item.cast = cast;
  if (aggregate !== undefined) item.aggregate = aggregate;
  if (aggregateCast !== undefined) item.aggregateCast = aggregateCast;
  return item;
}

function readCast(scanner: TextScanner): string | undefined {
  return scanner.consume('::') ? readIdentifier(scanner, 'type name') : undefined;
}

function readAggregate(scanner: TextScanner): Aggregate | undefined {
  if (!scanner.consume('.')) return undefined;
  const start = scanner.position;
  const word = scanner.takeWhile((char) => char >= 'a' && char <= 'z');
  const aggregate = AGGREGATES.find((candidate) => candidate === word);
  if (aggregate === undefined || !scanner.consume('()')) {
    scanner.fail('aggregate (sum(), avg(), count(), max() or min())', start);
  }
  return aggregate;
}

/** `name!hint!inner(items)`; the hint and the join type may come in either order. */
function readEmbedRest(scanner: TextScanner, embed: EmbedItem): SelectItem {
  while (scanner.consume('!')) readEmbedParameter(scanner, embed);
  scanner.expect('(');
  embed.items = readItems(scanner);
  scanner.expect(')');
  return embed;
}

function readEmbedParameter(scanner: TextScanner, embed: EmbedItem): void {
  const start = scanner.position;
  const parameter = readFieldName(scanner);
  if (parameter === 'inner' || parameter === 'left') {
    if (embed.joinType !== undefined) scanner.fail('"(" (only one join type per embed)', start);
    embed.joinType = parameter;
  } else {
    if (embed.hint !== undefined) scanner.fail('"(" (only one hint per embed)', start);
    embed.hint = parameter;
  }
}
