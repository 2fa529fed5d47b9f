import type {
  EmbedPath,
  Filter,
  LogicTree,
  OrderTerm,
  QueryParameters,
  SelectItem,
} from '../query-ast.ts';
import { RestError } from '../rest-error.ts';
import {
  qualifiedKey,
  type QualifiedName,
  type Relationship,
  type SchemaCache,
  type Table,
} from '../schema/schema-types.ts';
import { quoteIdentifier, quoteQualified } from '../sql/sql-text.ts';
import { findRelationship, isToOne } from './find-relationship.ts';

export type ColumnItem = Exclude<SelectItem, { kind: 'embed' }>;

/** One SELECT of the read statement: the root, or an embedded resource. */
export interface ReadNode {
  name: QualifiedName;
  /** The relation's columns; undefined for a function returning anonymous records. */
  table: Table | undefined;
  /** The FROM item, e.g. `"public"."users"` or `"public"."users" AS "users_1"`. */
  from: string;
  /** How this node's columns are referenced, e.g. `"public"."users"` or `"users_1"`. */
  ref: string;
  depth: number;
  items: ColumnItem[];
  embeds: EmbedNode[];
  filters: Filter[];
  logic: LogicTree[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode extends ReadNode {
  /** The key in the parent's JSON: the alias, else the name written in `select`. */
  outputName: string;
  relationship: Relationship;
  toOne: boolean;
  joinType: 'inner' | 'left';
  spread: boolean;
  /** The alias of the lateral join in the parent, PostgREST's `<parent>_<embed>_<depth>`. */
  lateralAlias: string;
}

export interface PlanRoot {
  name: QualifiedName;
  table: Table | undefined;
  from: string;
  ref: string;
}

/** The root of a plain read: the table itself, referenced by its qualified name. */
export function tableRoot(table: Table): PlanRoot {
  const qualified = quoteQualified(table.schema, table.name);
  return { name: table, table, from: qualified, ref: qualified };
}

/** The root of a mutation's representation or an RPC's result: the CTE, aliased by name. */
export function sourceRoot(name: QualifiedName, table: Table | undefined): PlanRoot {
  return {
    name,
    table,
    from: `"pgrst_source" AS ${quoteIdentifier(name.name)}`,
    ref: quoteIdentifier(name.name),
  };
}

export interface PlanOptions {
  /** REST_AGGREGATES_ENABLED (PostgREST's db-aggregates-enabled): off, any aggregate is PGRST123. */
  aggregates?: boolean;
}

function buildNode(
  cache: SchemaCache,
  root: PlanRoot,
  items: SelectItem[],
  depth: number,
  options: PlanOptions,
): ReadNode {
  const node: ReadNode = {
    ...root,
    depth,
    items: [],
    embeds: [],
    filters: [],
    logic: [],
    order: [],
  };
  for (const item of items) {
    if (item.kind !== 'embed') {
      const aggregated = (item.kind === 'field' && item.aggregate) || item.kind === 'count';
      if (aggregated && !options.aggregates) {
        throw new RestError({
          status: 400,
          code: 'PGRST123',
          message: 'Use of aggregate functions is not allowed',
        });
      }
      node.items.push(item);
      continue;
    }
    // A function's rows embed through the relationships of the table they are rows of.
    const relationship = findRelationship(cache, root.table ?? root.name, item.name, item.hint);
    const target = cache.tables.get(qualifiedKey(relationship.target));
    const childDepth = depth + 1;
    const childAlias = quoteIdentifier(`${relationship.target.name}_${childDepth}`);
    const outputName = item.alias ?? item.name;
    const child = buildNode(
      cache,
      {
        name: relationship.target,
        table: target,
        from:
          relationship.kind === 'computed'
            ? // The function takes the parent's row; `ROW(ref.*)` makes one of a CTE's too.
              `${quoteQualified(relationship.function.schema, relationship.function.name)}(CAST(ROW(${root.ref}.*) AS ${quoteQualified(relationship.origin.schema, relationship.origin.name)})) AS ${childAlias}`
            : `${quoteQualified(relationship.target.schema, relationship.target.name)} AS ${childAlias}`,
        ref: childAlias,
      },
      item.items,
      childDepth,
      options,
    );
    node.embeds.push({
      ...child,
      outputName,
      relationship,
      toOne: isToOne(relationship),
      joinType: item.joinType ?? 'left',
      spread: item.spread,
      lateralAlias: `${root.name.name}_${outputName}_${childDepth}`,
    });
  }
  return node;
}

function nodeAt(root: ReadNode, path: EmbedPath): ReadNode {
  let node = root;
  for (const name of path) {
    const next = node.embeds.find((embed) => embed.outputName === name);
    if (!next) {
      throw new RestError({
        status: 400,
        code: 'PGRST108',
        message: `'${name}' is not an embedded resource in this request`,
        hint: `Verify that '${name}' is included in the 'select' query parameter.`,
      });
    }
    node = next;
  }
  return node;
}

/**
 * Resolves every embed of the select list against the schema cache and hangs each filter,
 * logic tree, order and limit on the node its path names.
 */
export function buildReadPlan(
  cache: SchemaCache,
  root: PlanRoot,
  parameters: Pick<QueryParameters, 'select' | 'filters' | 'logic' | 'order' | 'limits'>,
  options: PlanOptions = {},
): ReadNode {
  const plan = buildNode(cache, root, parameters.select, 0, options);
  for (const { path, filter } of parameters.filters) nodeAt(plan, path).filters.push(filter);
  for (const { path, tree } of parameters.logic) nodeAt(plan, path).logic.push(tree);
  for (const { path, terms } of parameters.order) nodeAt(plan, path).order.push(...terms);
  for (const { path, limit, offset } of parameters.limits) {
    const node = nodeAt(plan, path);
    if (limit !== undefined) node.limit = limit;
    if (offset !== undefined) node.offset = offset;
  }
  return plan;
}
