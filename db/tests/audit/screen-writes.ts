import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';

// Every way a screen can change data, from the catalogue: the public schema's volatile functions
// a request role may execute (the data API's /rest/v1/rpc), and each write a signed-in user may
// make to a public table or view (/rest/v1/<relation>), as `relation:insert|update|delete`.

export async function volatileFunctions(server: TestServer): Promise<string[]> {
  const { rows } = await server.db.query<{ name: string }>(
    `select distinct p.proname as name
     from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.provolatile = 'v' and p.prokind = 'f'
       and (has_function_privilege('authenticated', p.oid, 'execute')
            or has_function_privilege('anon', p.oid, 'execute'))
     order by 1`,
  );
  return rows.map((row) => row.name);
}

export async function writableRelations(server: TestServer): Promise<string[]> {
  const { rows } = await server.db.query<{ write: string }>(
    `select c.relname || ':' || w.operation as write
     from pg_class c
     cross join unnest(array['insert', 'update', 'delete']) w(operation)
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'f', 'm')
       and has_table_privilege('authenticated', c.oid, w.operation)
     order by 1`,
  );
  return rows.map((row) => row.write);
}
