import type { Queryable } from '../../db/database.ts';
import { computedRelationships } from './computed-relationships.ts';
import {
  deriveRelationships,
  type ForeignKey,
  type KeyConstraint,
  type ViewLineage,
} from './derive-relationships.ts';
import {
  qualifiedKey,
  type Column,
  type DatabaseFunction,
  type Relationship,
  type SchemaCache,
  type Table,
} from './schema-types.ts';

const columnsQuery = `
  select n.nspname as schema, c.relname as table, c.relkind as kind, a.attname as name,
         format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
         coalesce(
           pg_get_expr(d.adbin, d.adrelid),
           case when a.attidentity <> '' then format('nextval(%L::regclass)',
             pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)) end
         ) as default_expression,
         col_description(c.oid, a.attnum) as description,
         obj_description(c.oid, 'pg_class') as table_description,
         (select array_agg(e.enumlabel::text order by e.enumsortorder)
          from pg_enum e where e.enumtypid = coalesce(nullif(t.typbasetype, 0), a.atttypid)
         ) as enum_values
  from pg_attribute a
  join pg_type t on t.oid = a.atttypid
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f')
    and a.attnum > 0 and not a.attisdropped
  order by n.nspname, c.relname, a.attnum`;

// Column names of a constraint, in constraint order.
const constraintColumns = (keys: string, relation: string) => `
  array(select a.attname::text
        from unnest(${keys}) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
        order by k.ord)`;

const keysQuery = `
  select n.nspname as schema, c.relname as table, con.contype as kind,
         ${constraintColumns('con.conkey', 'con.conrelid')} as columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  where con.contype in ('p', 'u') and n.nspname = any($1)`;

const foreignKeysQuery = `
  select con.conname as constraint,
         n1.nspname as origin_schema, c1.relname as origin_table,
         n2.nspname as target_schema, c2.relname as target_table,
         ${constraintColumns('con.conkey', 'con.conrelid')} as origin_columns,
         ${constraintColumns('con.confkey', 'con.confrelid')} as target_columns
  from pg_constraint con
  join pg_class c1 on c1.oid = con.conrelid
  join pg_namespace n1 on n1.oid = c1.relnamespace
  join pg_class c2 on c2.oid = con.confrelid
  join pg_namespace n2 on n2.oid = c2.relnamespace
  where con.contype = 'f' and con.conparentid = 0
    and n1.nspname = any($1) and n2.nspname = any($1)`;

// A view column is taken to show the base column of the same name that the view uses. Views
// that rename key columns are not traced (docs/decisions/0008-data-api.md). Read from the view
// rules' dependencies in pg_depend, the source information_schema.view_column_usage reads too:
// that view took over a second of every start (docs/decisions/0021).
const viewLineageQuery = `
  select vn.nspname as view_schema, v.relname as view_name, tn.nspname as table_schema,
         t.relname as table_name, array_agg(distinct a.attname::text) as columns
  from pg_class v
  join pg_namespace vn on vn.oid = v.relnamespace
  join pg_rewrite r on r.ev_class = v.oid
  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
   and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
  join pg_class t on t.oid = d.refobjid and t.oid <> v.oid
  join pg_namespace tn on tn.oid = t.relnamespace
  join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
  join pg_attribute va on va.attrelid = v.oid and va.attname = a.attname
   and va.attnum > 0 and not va.attisdropped
  where v.relkind in ('v', 'm') and vn.nspname = any($1)
  group by 1, 2, 3, 4`;

const functionsQuery = `
  select n.nspname as schema, p.proname as name, p.proretset as returns_set,
         format_type(p.prorettype, null) as return_type, p.provolatile as volatility,
         p.pronargdefaults as defaults_count, p.prorows as rows_estimate, p.provariadic <> 0 as has_variadic,
         t.typtype = 'p' and t.typname = 'record' as returns_record,
         rn.nspname as row_schema, rc.relname as row_table,
         coalesce((
           select json_agg(json_build_object(
                    'name', coalesce(p.proargnames[k.ord], ''),
                    'type', format_type(k.type, null),
                    'mode', coalesce(p.proargmodes[k.ord], 'i')) order by k.ord)
           from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]))
             with ordinality as k(type, ord)
         ), '[]') as arguments,
         obj_description(p.oid, 'pg_proc') as description
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
  left join pg_class rc on rc.oid = t.typrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
  where n.nspname = any($1) and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`;

const schemaDescriptionsQuery = `
  select n.nspname as schema, obj_description(n.oid, 'pg_namespace') as description
  from pg_namespace n where n.nspname = any($1)`;

type Row = Record<string, unknown>;
const text = (row: Row, key: string) => String(row[key]);

/**
 * Reads tables, views, columns, keys, relationships and functions of the exposed schemas.
 * Types are printed schema-qualified (search_path emptied for the read) so generated SQL
 * means the same whatever the request's search_path.
 */
export async function loadSchemaCache(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  schemas: string[],
): Promise<SchemaCache> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', '', true)");
    const read = async (sql: string) => (await tx.query<Row>(sql, [schemas])).rows;
    const [columnRows, keyRows, fkRows, lineageRows, functionRows, schemaRows] = [
      await read(columnsQuery),
      await read(keysQuery),
      await read(foreignKeysQuery),
      await read(viewLineageQuery),
      await read(functionsQuery),
      await read(schemaDescriptionsQuery),
    ];

    const tables = new Map<string, Table>();
    for (const row of columnRows) {
      const name = { schema: text(row, 'schema'), name: text(row, 'table') };
      const key = qualifiedKey(name);
      let table = tables.get(key);
      if (!table) {
        const kind = row.kind === 'v' || row.kind === 'm' ? 'view' : 'table';
        const description = (row.table_description as string | null) ?? null;
        table = { ...name, kind, columns: [], primaryKey: [], description };
        tables.set(key, table);
      }
      const column: Column = {
        name: text(row, 'name'),
        type: text(row, 'type'),
        nullable: row.nullable === true,
        defaultExpression: (row.default_expression as string | null) ?? null,
        description: (row.description as string | null) ?? null,
        enumValues: (row.enum_values as string[] | null) ?? undefined,
      };
      table.columns.push(column);
    }

    const keys: KeyConstraint[] = keyRows.map((row) => ({
      table: { schema: text(row, 'schema'), name: text(row, 'table') },
      kind: row.kind === 'p' ? 'primary' : 'unique',
      columns: row.columns as string[],
    }));
    const lineage: ViewLineage[] = lineageRows.map((row) => ({
      view: { schema: text(row, 'view_schema'), name: text(row, 'view_name') },
      base: { schema: text(row, 'table_schema'), name: text(row, 'table_name') },
      columns: new Map((row.columns as string[]).map((column) => [column, column])),
    }));
    for (const key of keys) {
      const table = tables.get(qualifiedKey(key.table));
      if (table && key.kind === 'primary') table.primaryKey = key.columns;
    }
    // A view showing all of its base table's primary key has that key too.
    for (const { view, base, columns } of lineage) {
      const viewTable = tables.get(qualifiedKey(view));
      const baseKey = tables.get(qualifiedKey(base))?.primaryKey ?? [];
      if (viewTable && baseKey.length > 0 && baseKey.every((column) => columns.has(column))) {
        viewTable.primaryKey = baseKey;
        keys.push({ table: view, kind: 'primary', columns: baseKey });
      }
    }

    const foreignKeys: ForeignKey[] = fkRows.map((row) => {
      const targetColumns = row.target_columns as string[];
      return {
        constraint: text(row, 'constraint'),
        origin: { schema: text(row, 'origin_schema'), name: text(row, 'origin_table') },
        target: { schema: text(row, 'target_schema'), name: text(row, 'target_table') },
        columns: (row.origin_columns as string[]).map(
          (column, index) => [column, targetColumns[index] ?? ''] as [string, string],
        ),
      };
    });
    const relationships = new Map<string, Relationship[]>();
    for (const relationship of deriveRelationships(foreignKeys, keys, lineage)) {
      const key = qualifiedKey(relationship.origin);
      relationships.set(key, [...(relationships.get(key) ?? []), relationship]);
    }

    const functions = new Map<string, DatabaseFunction[]>();
    for (const row of functionRows) {
      const fn = toFunction(row);
      const key = qualifiedKey(fn);
      functions.set(key, [...(functions.get(key) ?? []), fn]);
    }
    // A computed relationship wins over the foreign keys' under the same name (findRelationship).
    for (const relationship of computedRelationships([...functions.values()].flat(), tables)) {
      const key = qualifiedKey(relationship.origin);
      relationships.set(key, [...(relationships.get(key) ?? []), relationship]);
    }
    const schemaDescriptions = new Map(
      schemaRows.flatMap((row) =>
        typeof row.description === 'string' ? [[text(row, 'schema'), row.description]] : [],
      ),
    );
    return { schemas, schemaDescriptions, tables, relationships, functions };
  });
}

const volatility = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toFunction(row: Row): DatabaseFunction {
  const all = row.arguments as { name: string; type: string; mode: string }[];
  const inputs = all.filter(({ mode }) => mode === 'i' || mode === 'b' || mode === 'v');
  const outputs = all.filter(({ mode }) => mode === 'o' || mode === 'b' || mode === 't');
  const defaultsFrom = inputs.length - Number(row.defaults_count);
  return {
    schema: text(row, 'schema'),
    name: text(row, 'name'),
    parameters: inputs.map((argument, index) => ({
      name: argument.name,
      type: argument.type,
      hasDefault: index >= defaultsFrom,
      variadic: argument.mode === 'v',
    })),
    returnType: text(row, 'return_type'),
    returnsSet: row.returns_set === true,
    returnsRowsOf:
      row.row_table === null
        ? null
        : { schema: text(row, 'row_schema'), name: text(row, 'row_table') },
    returnsRecord: row.returns_record === true,
    outputs: outputs.map(({ name, type }) => ({ name, type })),
    returnsVoid: row.return_type === 'void',
    rowsEstimate: Number(row.rows_estimate),
    volatility: volatility[text(row, 'volatility') as keyof typeof volatility],
    description: (row.description as string | null) ?? null,
  };
}
