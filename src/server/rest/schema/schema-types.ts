/** What the data API knows of the exposed schemas, loaded from the catalogue (load-schema-cache.ts). */

export interface QualifiedName {
  schema: string;
  name: string;
}

export interface Column {
  name: string;
  /** Schema-qualified type as format_type prints it: `integer`, `public.user_status`. */
  type: string;
  nullable: boolean;
  /** The default expression, for `Prefer: missing=default`. */
  defaultExpression: string | null;
  /** COMMENT ON COLUMN, for the OpenAPI document. */
  description?: string | null;
  /** The labels of an enum type (or of a domain over one), in the enum's order. */
  enumValues?: string[];
}

export interface Table extends QualifiedName {
  kind: 'table' | 'view';
  /** In the table's order. */
  columns: Column[];
  primaryKey: string[];
  /** COMMENT ON TABLE or VIEW, for the OpenAPI document. */
  description?: string | null;
}

/**
 * A way to embed `target` from `origin`. Column pairs are [origin column, target column];
 * for many-to-many they go through the junction table.
 */
export type Relationship =
  | {
      kind: 'many-to-one' | 'one-to-many' | 'one-to-one';
      origin: QualifiedName;
      target: QualifiedName;
      constraint: string;
      columns: [origin: string, target: string][];
      /** For the inverse direction of a one-to-one: the FK lives on the target. */
      fkOnOrigin: boolean;
    }
  | {
      kind: 'many-to-many';
      origin: QualifiedName;
      target: QualifiedName;
      junction: QualifiedName;
      originConstraint: string;
      targetConstraint: string;
      /** [junction column, origin column] */
      originColumns: [junction: string, origin: string][];
      /** [junction column, target column] */
      targetColumns: [junction: string, target: string][];
    }
  | ComputedRelationship;

/**
 * A function taking one row of `origin` and returning rows of `target`, embedded by the
 * function's name (PostgREST's computed relationship); it does its own correlation.
 */
export interface ComputedRelationship {
  kind: 'computed';
  origin: QualifiedName;
  target: QualifiedName;
  function: QualifiedName;
  toOne: boolean;
}

export interface FunctionParameter {
  /** Empty for an unnamed parameter. */
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export interface DatabaseFunction extends QualifiedName {
  parameters: FunctionParameter[];
  returnType: string;
  returnsSet: boolean;
  /** When the result is rows of a table or composite type, that type's relation. */
  returnsRowsOf: QualifiedName | null;
  /** `RETURNS TABLE (...)` or a record: rows without a named relation. */
  returnsRecord: boolean;
  /** The columns of `RETURNS TABLE (...)` or of OUT parameters, in order. */
  outputs: { name: string; type: string }[];
  returnsVoid: boolean;
  /** `ROWS n`, PostgreSQL's row estimate for a set; `ROWS 1` makes a computed relationship to-one. */
  rowsEstimate?: number;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** COMMENT ON FUNCTION, for the OpenAPI document. */
  description?: string | null;
}

export interface SchemaCache {
  /** The exposed schemas, the first being the default. */
  schemas: string[];
  /** COMMENT ON SCHEMA of each exposed schema that has one, for the OpenAPI document. */
  schemaDescriptions?: Map<string, string>;
  tables: Map<string, Table>;
  /** By origin table key. */
  relationships: Map<string, Relationship[]>;
  /** By function key; overloads share a key. */
  functions: Map<string, DatabaseFunction[]>;
}

export function qualifiedKey(name: QualifiedName): string {
  return `${name.schema}.${name.name}`;
}
