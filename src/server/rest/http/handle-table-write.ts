import { buildReadPlan, sourceRoot, tableRoot } from '../plan/read-plan.ts';
import type { QueryParameters } from '../query-ast.ts';
import type { Table } from '../schema/schema-types.ts';
import { mutationStatement, type Mutation } from '../sql/mutation-statement.ts';
import { respond, respondWithPlan } from './respond.ts';
import { contentRange, preferenceApplied } from './response-headers.ts';
import type { RestRequest, RestServices } from './rest-request.ts';
import { runStatement } from './run-statement.ts';
import { parseInsertBody, parseUpdateBody } from './write-body.ts';

function mutationFor(
  request: RestRequest,
  table: Table,
  parameters: QueryParameters,
  body: string,
): Mutation {
  if (request.method === 'POST') {
    const { json, columns } = parseInsertBody(body, table, parameters.columns);
    const resolution = request.preferences.resolution;
    return {
      kind: 'insert',
      body: json,
      columns,
      missingDefault: request.preferences.missing === 'default',
      ...(resolution === undefined
        ? {}
        : { upsert: { resolution, conflict: parameters.onConflict ?? table.primaryKey } }),
    };
  }
  if (request.method === 'PATCH') {
    const { json, columns } = parseUpdateBody(body, table, parameters.columns);
    return {
      kind: 'update',
      body: json,
      columns,
      missingDefault: request.preferences.missing === 'default',
    };
  }
  return { kind: 'delete' };
}

/** The Location of a row inserted with `return=headers-only`: its primary key as filters. */
function location(table: Table, body: string): string | undefined {
  const rows = JSON.parse(body || '[]') as Record<string, unknown>[];
  const [row] = rows;
  if (rows.length !== 1 || !row || table.primaryKey.length === 0) return undefined;
  const query = table.primaryKey
    .map((column) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(row[column]))}`)
    .join('&');
  return `/${table.name}?${query}`;
}

/** POST (insert, upsert), PATCH (update) or DELETE on a table or view. */
export async function handleTableWrite(
  services: RestServices,
  request: RestRequest,
  table: Table,
  parameters: QueryParameters,
  body: string,
): Promise<Response> {
  const { preferences } = request;
  const mutation = mutationFor(request, table, parameters, body);
  const atRoot = <T extends { path: string[] }>(items: T[]) =>
    items.filter((item) => item.path.length === 0);
  const target = buildReadPlan(request.cache, tableRoot(table), {
    select: [],
    filters: atRoot(parameters.filters),
    logic: atRoot(parameters.logic),
    order: [],
    limits: [],
  });
  const returned = preferences.return ?? 'minimal';
  const representation =
    returned === 'minimal'
      ? undefined
      : buildReadPlan(
          request.cache,
          sourceRoot(table, table),
          {
            select:
              returned === 'headers-only'
                ? table.primaryKey.map((name) => ({ kind: 'field', field: { name, jsonPath: [] } }))
                : parameters.select,
            filters: parameters.filters.filter((item) => item.path.length > 0),
            logic: parameters.logic.filter((item) => item.path.length > 0),
            order: parameters.order,
            limits: [],
          },
          { aggregates: services.aggregatesEnabled },
        );
  const upsertMerge =
    mutation.kind === 'insert' && mutation.upsert?.resolution === 'merge-duplicates';
  const strict = preferences.handling === 'strict' && mutation.kind !== 'insert';
  const result = await runStatement(
    services,
    request,
    mutationStatement(
      {
        table,
        mutation,
        target,
        representation,
        media: returned === 'headers-only' ? { kind: 'json', stripNulls: false } : request.media,
      },
      false,
    ),
    {
      readOnly: false,
      single: request.media.kind === 'object',
      maxAffected: strict ? preferences.maxAffected : undefined,
      countInserted: upsertMerge,
    },
  );

  if (request.plan && result.plan !== undefined) return respondWithPlan(request.plan, result.plan);
  const count = preferences.count === undefined ? undefined : result.pageTotal;
  const headers: Record<string, string | undefined> = {
    'Content-Range':
      mutation.kind === 'update' && result.pageTotal > 0
        ? contentRange(0, result.pageTotal, count)
        : `*/${count ?? '*'}`,
    'Preference-Applied': preferenceApplied(preferences, {
      resolution: mutation.kind === 'insert' && mutation.upsert !== undefined,
      missing: mutation.kind !== 'delete',
      return: preferences.return !== undefined,
      maxAffected: strict,
    }),
  };
  if (returned === 'headers-only' && mutation.kind === 'insert') {
    headers.Location = location(table, result.body);
  }
  const withBody = returned === 'representation';
  if (mutation.kind === 'insert') {
    const allUpdated = upsertMerge && result.inserted === 0 && result.pageTotal > 0;
    return respond(allUpdated ? 200 : 201, withBody ? result.body : null, request.media, headers);
  }
  return respond(withBody ? 200 : 204, withBody ? result.body : null, request.media, headers);
}
