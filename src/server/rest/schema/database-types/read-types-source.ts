import type { Database } from '../../../db/database.ts';
import { loadSchemaCache } from '../load-schema-cache.ts';
import { allowedValuesByColumn } from './allowed-values.ts';
import type { CompositeType, TypesSource } from './render-database-types.ts';
import { viewColumnOrigins } from './view-column-nulls.ts';

// What the Database type needs beyond the data API's schema cache: composite types' fields,
// which views accept writes, which view columns are never null, and lists allowed by checks.

const compositesQuery = `
  select t.typname as name,
         json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                  order by a.attnum) as attributes
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = $1
  group by t.typname`;

// Text columns limited to a list (`check (kind in ('private', 'group'))`), and view columns
// showing such a column under its own name.
const checkedColumnsQuery = `
  with checked as (
    select c.relname as relation, a.attname as column, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = con.conkey[1]
    where con.contype = 'c' and cardinality(con.conkey) = 1 and n.nspname = $1
  )
  select relation, "column", definition from checked
  union all
  select u.view_name, checked.column, checked.definition
  from information_schema.view_column_usage u
  join checked on checked.relation = u.table_name and checked.column = u.column_name
  where u.view_schema = $1 and u.table_schema = $1
    and exists (select 1 from information_schema.columns vc
                where vc.table_schema = $1 and vc.table_name = u.view_name
                  and vc.column_name = u.column_name)`;

const viewTreesQuery = `
  select c.relname as view, r.ev_action::text as tree
  from pg_rewrite r join pg_class c on c.oid = r.ev_class
  where c.relkind = 'v' and c.relnamespace = $1::regnamespace`;

const notNullColumnsQuery = `
  select attrelid::int as "table", attnum::int as "column" from pg_attribute
  where attnotnull and attnum > 0 and attrelid = any($1::oid[])`;

const updatableViewsQuery = `
  select table_name as name from information_schema.views
  where table_schema = $1 and is_insertable_into = 'YES' and is_updatable = 'YES'`;

export async function readTypesSource(db: Database, schema: string): Promise<TypesSource> {
  const cache = await loadSchemaCache(db, [schema]);
  return db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', '', true)");
    const composites = await tx.query<CompositeType>(compositesQuery, [schema]);
    const views = await tx.query<{ name: string }>(updatableViewsQuery, [schema]);
    const checked = await tx.query<{ relation: string; column: string; definition: string }>(
      checkedColumnsQuery,
      [schema],
    );
    const trees = await tx.query<{ view: string; tree: string }>(viewTreesQuery, [schema]);
    const origins = new Map(trees.rows.map(({ view, tree }) => [view, viewColumnOrigins(tree)]));
    const tables = [...origins.values()].flat().flatMap(({ origin }) => origin?.table ?? []);
    const notNull = await tx.query<{ table: number; column: number }>(notNullColumnsQuery, [
      tables,
    ]);
    const notNullKeys = new Set(notNull.rows.map((row) => `${row.table}:${row.column}`));
    // The cache is this read's own: its view columns take what the query trees prove.
    for (const table of cache.tables.values()) {
      if (table.kind !== 'view') continue;
      const columns = new Map(origins.get(table.name)?.map((item) => [item.column, item]));
      for (const column of table.columns) {
        const { origin, neverNull } = columns.get(column.name) ?? {};
        column.nullable = !(
          neverNull ||
          (origin && notNullKeys.has(`${origin.table}:${origin.column}`))
        );
      }
    }
    return {
      cache,
      schema,
      composites: composites.rows,
      updatableViews: new Set(views.rows.map((view) => view.name)),
      allowedValues: allowedValuesByColumn(checked.rows),
    };
  });
}
