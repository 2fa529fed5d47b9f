import { withRequestRole } from '../../db/with-request-role.ts';
import { openApiDocument } from '../openapi/openapi-document.ts';
import { RestError } from '../rest-error.ts';
import type { RestRequest, RestServices } from './rest-request.ts';

// What the request's role may use in the schema, as PostgREST's default openapi-mode
// (follow-privileges) lists it: relations with any privilege, functions it may execute.
const accessibleTablesSql = `
  select c.relname as name,
         has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE') as writable
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
    and has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE')`;

const accessibleFunctionsSql = `
  select p.proname as name, p.pronargs as arguments
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and has_function_privilege(p.oid, 'EXECUTE')`;

/** GET or HEAD /rest/v1/: the OpenAPI document of the request's schema, for its role. */
export async function handleOpenApi(
  services: RestServices,
  request: RestRequest,
  url: URL,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new RestError({
      status: 405,
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${request.method}`,
    });
  }
  if (request.media.kind !== 'openapi' && request.media.kind !== 'json') {
    throw new RestError({
      status: 406,
      code: 'PGRST107',
      message: `None of these media types are available: ${request.headers.accept ?? ''}`,
    });
  }
  const { cache, schema } = request;
  const [tables, functions] = await withRequestRole(
    services.db,
    { role: request.identity.role, claims: request.identity.claims, readOnly: true },
    async (tx) => [
      (await tx.query<{ name: string; writable: boolean }>(accessibleTablesSql, [schema])).rows,
      (await tx.query<{ name: string; arguments: number }>(accessibleFunctionsSql, [schema])).rows,
    ],
  );
  const document = openApiDocument({
    tables: tables.flatMap(({ name, writable }) => {
      const table = cache.tables.get(`${schema}.${name}`);
      return table ? [{ table, writable }] : [];
    }),
    functions: functions.flatMap(({ name, arguments: count }) =>
      (cache.functions.get(`${schema}.${name}`) ?? []).filter(
        (fn) => fn.parameters.length === Number(count),
      ),
    ),
    relationships: cache.relationships,
    schemaDescription: cache.schemaDescriptions?.get(schema),
    host: url.host,
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    basePath: '/rest/v1',
  });
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(document), {
    status: 200,
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
  });
}
