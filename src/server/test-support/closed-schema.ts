import type { TestServer } from './start-test-server.ts';

const requestRoles = ['anon', 'authenticated', 'service_role'] as const;

/**
 * What the request roles reach of a schema that must be closed to them (decision 0003): its
 * tables; each statement (a select of every table, and the given `calls`) a role was not
 * refused with "permission denied"; the schema's functions each role may execute; and the data
 * API's status for one of its tables asked for by its profile (406: not served).
 */
export async function closedSchemaReach(server: TestServer, schema: string, calls: string[]) {
  const { rows } = await server.db.query<{ name: string }>(
    `select relname as name from pg_class
     where relnamespace = $1::regnamespace and relkind = 'r' order by relname`,
    [schema],
  );
  const tables = rows.map((row) => row.name);
  const notRefused: string[] = [];
  const executable: Record<string, string[]> = {};
  for (const role of requestRoles) {
    for (const statement of [...tables.map((t) => `select * from ${schema}.${t}`), ...calls]) {
      const answer = await server.db
        .transaction(async (tx) => {
          await tx.query("select set_config('role', $1, true)", [role]);
          return tx.query(statement);
        })
        .catch((e: unknown) => e);
      if (!/permission denied/.test(String(answer))) notRefused.push(`${role}: ${statement}`);
    }
    const { rows: functions } = await server.db.query<{ name: string }>(
      `select p.oid::regprocedure::text as name from pg_proc p
       where p.pronamespace = $2::regnamespace and has_function_privilege($1, p.oid, 'execute')
       order by 1`,
      [role, schema],
    );
    executable[role] = functions.map((f) => f.name);
  }
  const served = await fetch(`${server.url}/rest/v1/${tables[0] ?? 'none'}`, {
    headers: {
      apikey: server.apiKeys.serviceRole,
      Authorization: `Bearer ${server.apiKeys.serviceRole}`,
      'Accept-Profile': schema,
    },
  });
  return { tables, notRefused, executable, dataApiStatus: served.status };
}
