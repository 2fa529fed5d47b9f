import { buildReadPlan, tableRoot, type ReadNode } from '../plan/read-plan.ts';
import { parseRangeHeader } from '../parse/parse-range.ts';
import type { QueryParameters } from '../query-ast.ts';
import { RestError } from '../rest-error.ts';
import type { Table } from '../schema/schema-types.ts';
import { countStatement, readStatement } from '../sql/read-statement.ts';
import { respond, respondWithPlan } from './respond.ts';
import { contentRange, preferenceApplied } from './response-headers.ts';
import type { RestRequest, RestServices } from './rest-request.ts';
import { runStatement } from './run-statement.ts';

/** db-max-rows caps every node of a read, embeds included. */
export function capRows(node: ReadNode, maxRows: number): void {
  node.limit = Math.min(node.limit ?? maxRows, maxRows);
  for (const embed of node.embeds) capRows(embed, maxRows);
}

/** GET or HEAD on a table or view. */
export async function handleTableRead(
  services: RestServices,
  request: RestRequest,
  table: Table,
  /** Parsed only when the statement is not cached yet. */
  parameters: () => QueryParameters,
  rangeHeader: string | undefined,
): Promise<Response> {
  const head = request.method === 'HEAD';
  const count = request.preferences.count;
  const { statement, offset, counting } = services.statements.get(
    request,
    rangeHeader ?? '',
    () => {
      const plan = buildReadPlan(request.cache, tableRoot(table), parameters(), {
        aggregates: services.aggregatesEnabled,
      });
      const range = parseRangeHeader(rangeHeader);
      if (range && plan.limit === undefined && plan.offset === undefined) {
        plan.offset = range.offset;
        if (range.limit !== undefined) plan.limit = range.limit;
      }
      capRows(plan, services.maxRows);
      return {
        statement: readStatement(plan, {
          count,
          maxRows: services.maxRows,
          media: request.media,
          head,
        }),
        offset: plan.offset ?? 0,
        counting: countStatement(plan),
      };
    },
  );
  const result = await runStatement(services, request, statement, {
    readOnly: true,
    single: request.media.kind === 'object',
    ...(count === 'planned' || count === 'estimated'
      ? {
          plannedCount: {
            statement: counting,
            when: count === 'planned' ? 'always' : 'over-max-rows',
            maxRows: services.maxRows,
          },
        }
      : {}),
  });
  if (request.plan && result.plan !== undefined) return respondWithPlan(request.plan, result.plan);
  if (result.total !== undefined && offset > result.total) {
    throw new RestError({
      status: 416,
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: `An offset of ${offset} was requested, but there are only ${result.total} rows.`,
    });
  }
  const partial = result.total !== undefined && result.pageTotal < result.total;
  return respond(partial ? 206 : 200, head ? null : result.body, request.media, {
    'Content-Range': contentRange(offset, result.pageTotal, result.total),
    'Preference-Applied': preferenceApplied(request.preferences, {}),
  });
}
