import type { Database } from '../../../db/database.ts';
import { loadSchemaCache } from '../load-schema-cache.ts';
import type { CompositeType, TypesSource } from './render-database-types.ts';

// What the Database type needs beyond the data API's schema cache: composite types' fields
// and which views accept writes.

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

const updatableViewsQuery = `
  select table_name as name from information_schema.views
  where table_schema = $1 and is_insertable_into = 'YES' and is_updatable = 'YES'`;

export async function readTypesSource(db: Database, schema: string): Promise<TypesSource> {
  const cache = await loadSchemaCache(db, [schema]);
  return db.transaction(async (tx) => {
    await tx.query("select set_config('search_path', '', true)");
    const composites = await tx.query<CompositeType>(compositesQuery, [schema]);
    const views = await tx.query<{ name: string }>(updatableViewsQuery, [schema]);
    return {
      cache,
      schema,
      composites: composites.rows,
      updatableViews: new Set(views.rows.map((view) => view.name)),
    };
  });
}
