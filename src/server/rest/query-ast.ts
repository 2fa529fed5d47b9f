/**
 * What a PostgREST request says, once parsed: the contract between the parsers (parse/) and the
 * planner. Grammar: ../shared/reference/postgrest.md section 1.4.
 */

/** `->key`, `->>key`, `->0`, `->-1`: a step into a json/jsonb value (or to_jsonb of another type). */
export interface JsonPathStep {
  /** `->` keeps JSON, `->>` gives text. */
  arrow: '->' | '->>';
  /** A key, or an array index (a number, possibly negative). */
  key: string | number;
}

/** A column, possibly followed by a JSON path: `data->foo->>bar`. */
export interface Field {
  name: string;
  jsonPath: JsonPathStep[];
}

export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: Field;
      /** Explicit `alias:`; without one, the planner names it (see the contract's alias rules). */
      alias?: string;
      /** `::type` after the field. */
      cast?: string;
      /** `.sum()` etc. after the field (and cast). */
      aggregate?: Aggregate;
      /** `::type` after the aggregate. */
      aggregateCast?: string;
    }
  /** `count()` on its own: the row count; `cast` from `count()::int`. */
  | { kind: 'count'; alias?: string; cast?: string }
  | {
      kind: 'embed';
      /** The related table, view, FK constraint, FK column or computed relationship named. */
      name: string;
      alias?: string;
      /** `!hint` disambiguating the relationship. */
      hint?: string;
      /** `!inner` or `!left`. */
      joinType?: 'inner' | 'left';
      /** `...name(...)`: the embed's columns are lifted into the parent. */
      spread: boolean;
      /** Empty for `name()`, an embed used only to filter. */
      items: SelectItem[];
    };

/** Operators taking one value, passed to PostgreSQL unparsed. */
export type SimpleOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj';

/** The operators that accept `(any)` / `(all)` with a `{a,b}` list. */
export type QuantifiableOperator =
  'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch';

export type FullTextOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';

export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Operation =
  | { operator: SimpleOperator; value: string }
  /** `like(any).{a,b}`: `values` are the elements of the `{...}` literal, unquoted. */
  | { operator: QuantifiableOperator; quantifier: 'any' | 'all'; values: string[] }
  /** `in.(a,"b,c")`: elements unquoted; `in.()` is an empty list. */
  | { operator: 'in'; values: string[] }
  | { operator: 'is'; value: IsValue }
  | { operator: FullTextOperator; language?: string; value: string };

/** `[not.]operator.value` applied to a field. */
export interface Filter {
  field: Field;
  negated: boolean;
  operation: Operation;
}

/** `or=(a.eq.1,and(b.gt.2,not.c.is.null))`, `not.and=(...)`. */
export interface LogicTree {
  operator: 'and' | 'or';
  negated: boolean;
  conditions: (LogicTree | Filter)[];
}

export interface OrderTerm {
  /** `rel(col)`: order the parent by a column of a to-one embed. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/**
 * Where a parameter applies: [] for the root, ['messages'] for `messages.limit=1`,
 * ['author', 'posts'] for `author.posts.order=id`. Embed paths use embed aliases or names.
 */
export type EmbedPath = string[];

export interface QueryParameters {
  /** `select`; [{ kind: 'star' }] when absent. */
  select: SelectItem[];
  filters: { path: EmbedPath; filter: Filter }[];
  logic: { path: EmbedPath; tree: LogicTree }[];
  order: { path: EmbedPath; terms: OrderTerm[] }[];
  limits: { path: EmbedPath; limit?: number; offset?: number }[];
  /** `columns="a","b"` of an insert. */
  columns?: string[];
  /** `on_conflict=a,b` of an upsert. */
  onConflict?: string[];
  /**
   * Only for RPC: parameters that are not filters or reserved words become function arguments,
   * in order; a repeated name (VARIADIC) appears several times.
   */
  rpcArguments: [name: string, value: string][];
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  timezone?: string;
  /** Tokens not understood; with handling=strict they are an error (PGRST122). */
  invalid: string[];
}

/** The media type a request asked for, after negotiation. */
export type ResponseMedia =
  | { kind: 'json'; stripNulls: boolean }
  | { kind: 'object'; stripNulls: boolean }
  | { kind: 'csv' }
  | { kind: 'openapi' };

export type PlanOption = 'analyze' | 'verbose' | 'settings' | 'buffers' | 'wal';

/**
 * `Accept: application/vnd.pgrst.plan[+text|+json]; for="…"; options=a|b`: the EXPLAIN of the
 * statement that would answer with the `for` media.
 */
export interface PlanMedia {
  kind: 'plan';
  format: 'text' | 'json';
  for: ResponseMedia;
  /** The `for` media as written, for the response's Content-Type. */
  forType: string;
  options: PlanOption[];
}

/** `Range: 0-9` or `10-`. */
export interface RangeHeader {
  offset: number;
  limit?: number;
}
