import {
  qualifiedKey,
  type Column,
  type DatabaseFunction,
  type Relationship,
  type SchemaCache,
  type Table,
} from '../schema-types.ts';
import { typescriptType, type TypeNames } from './typescript-type.ts';

// Renders the `Database` type in the shape `supabase gen types typescript` gives, so that
// `createClient<Database>()` types `.from()`, `.select()` and `.rpc()` as on Supabase.

export interface CompositeType {
  name: string;
  attributes: { name: string; type: string }[];
}

export interface TypesSource {
  cache: SchemaCache;
  schema: string;
  composites: CompositeType[];
  /** Views that accept inserts and updates (information_schema.views). */
  updatableViews: Set<string>;
  /** By `relation.column`: the values a check constraint allows (allowed-values.ts). */
  allowedValues: Map<string, string[]>;
}

type Field = { name: string; type: string; optional?: boolean };

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : 1);
const quoted = (text: string) => JSON.stringify(text);

function objectType(fields: Field[]): string {
  if (fields.length === 0) return '{ [_ in never]: never }';
  const key = (name: string) => (/^\w+$/.test(name) ? name : quoted(name));
  return `{ ${fields.map((field) => `${key(field.name)}${field.optional ? '?' : ''}: ${field.type}`).join('; ')} }`;
}

function section(entries: [name: string, body: string][]): string {
  return objectType(entries.map(([name, type]) => ({ name, type })));
}

export function renderDatabaseTypes(source: TypesSource): string {
  const { cache, schema } = source;
  const names: TypeNames = {
    composites: new Map(
      source.composites.map((composite) => [
        `${schema}.${composite.name}`,
        `Database[${quoted(schema)}]["CompositeTypes"][${quoted(composite.name)}]`,
      ]),
    ),
  };
  const type = (postgresType: string) => typescriptType(postgresType, names);
  const relations = [...cache.tables.values()]
    .filter((table) => table.schema === schema)
    .sort(byName);

  const columnType = (table: Table, column: Column) => {
    const values = source.allowedValues.get(`${table.name}.${column.name}`);
    const base = values ? values.map(quoted).join(' | ') : type(column.type);
    return column.nullable ? `${base} | null` : base;
  };
  const rowFields = (table: Table): Field[] =>
    table.columns.map((column) => ({ name: column.name, type: columnType(table, column) }));
  const writeFields = (table: Table, allOptional: boolean): Field[] =>
    rowFields(table).map((field, index) => {
      const column = table.columns[index];
      const optional = allOptional || column?.nullable || column?.defaultExpression !== null;
      return { ...field, optional };
    });

  const relationships = (table: Table) => {
    const items = (cache.relationships.get(qualifiedKey(table)) ?? [])
      .filter(
        (relationship): relationship is Extract<Relationship, { fkOnOrigin: boolean }> =>
          relationship.kind !== 'many-to-many' &&
          relationship.kind !== 'computed' &&
          relationship.kind !== 'one-to-many' &&
          relationship.fkOnOrigin &&
          relationship.target.schema === schema,
      )
      .map((relationship) =>
        objectType([
          { name: 'foreignKeyName', type: quoted(relationship.constraint) },
          { name: 'columns', type: JSON.stringify(relationship.columns.map(([origin]) => origin)) },
          { name: 'isOneToOne', type: String(relationship.kind === 'one-to-one') },
          { name: 'referencedRelation', type: quoted(relationship.target.name) },
          {
            name: 'referencedColumns',
            type: JSON.stringify(relationship.columns.map(([, target]) => target)),
          },
        ]),
      )
      .sort();
    return `[${items.join(', ')}]`;
  };

  const relation = (table: Table, writable: boolean) =>
    section([
      ['Row', objectType(rowFields(table))],
      ...(writable
        ? ([
            ['Insert', objectType(writeFields(table, table.kind === 'view'))],
            ['Update', objectType(writeFields(table, true))],
          ] as [string, string][])
        : []),
      ['Relationships', relationships(table)],
    ]);

  const returns = (fn: DatabaseFunction) => {
    const rowsOf = fn.returnsRowsOf && cache.tables.get(qualifiedKey(fn.returnsRowsOf));
    const single = rowsOf
      ? objectType(rowFields(rowsOf))
      : fn.returnsRecord && fn.outputs.length > 0
        ? objectType(fn.outputs.map((output) => ({ name: output.name, type: type(output.type) })))
        : type(fn.returnType);
    return fn.returnsSet ? `${single}[]` : single;
  };
  const signature = (fn: DatabaseFunction) => {
    const named = fn.parameters.filter((parameter) => parameter.name !== '');
    const args =
      named.length === 0
        ? 'never'
        : objectType(
            named
              // An argument with a default may also be given as null, which most defaults are.
              .map((parameter) => ({
                name: parameter.name,
                type: parameter.hasDefault
                  ? `${type(parameter.type)} | null`
                  : type(parameter.type),
                optional: parameter.hasDefault,
              }))
              .sort(byName),
          );
    return section([
      ['Args', args],
      ['Returns', returns(fn)],
    ]);
  };
  const functions = [...cache.functions.values()]
    .filter((overloads) => overloads[0]?.schema === schema)
    .map((overloads) => {
      const [first] = overloads;
      const bodies = overloads.map(signature).sort();
      return [first?.name ?? '', bodies.length === 1 ? (bodies[0] ?? '') : bodies.join(' | ')] as [
        string,
        string,
      ];
    })
    .sort(([a], [b]) => (a < b ? -1 : 1));

  const schemaType = section([
    [
      'Tables',
      section(relations.filter((t) => t.kind === 'table').map((t) => [t.name, relation(t, true)])),
    ],
    [
      'Views',
      section(
        relations
          .filter((t) => t.kind === 'view')
          .map((t) => [t.name, relation(t, source.updatableViews.has(t.name))]),
      ),
    ],
    ['Functions', section(functions)],
    ['Enums', section([])],
    [
      'CompositeTypes',
      section(
        [...source.composites].sort(byName).map((composite) => [
          composite.name,
          objectType(
            composite.attributes.map((attribute) => ({
              name: attribute.name,
              type: `${type(attribute.type)} | null`,
            })),
          ),
        ]),
      ),
    ],
  ]);

  return `${header}
export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "14"
  }
  ${quoted(schema)}: ${schemaType}
}
${helpers(schema)}`;
}

const header = `// Generated by \`npm run gen:types\` from the migrated database: do not edit.
// Its shape is that of \`supabase gen types typescript\`.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]
`;

const helpers = (schema: string) => `
type Schema = Database[${quoted(schema)}]

export type Tables<Name extends keyof (Schema["Tables"] & Schema["Views"])> = (Schema["Tables"] &
  Schema["Views"])[Name] extends { Row: infer Row }
  ? Row
  : never

export type TablesInsert<Name extends keyof Schema["Tables"]> = Schema["Tables"][Name]["Insert"]

export type TablesUpdate<Name extends keyof Schema["Tables"]> = Schema["Tables"][Name]["Update"]

export type Enums<Name extends keyof Schema["Enums"]> = Schema["Enums"][Name]

export type CompositeTypes<Name extends keyof Schema["CompositeTypes"]> =
  Schema["CompositeTypes"][Name]

export const Constants = {
  ${quoted(schema)}: {
    Enums: {},
  },
} as const
`;
