import { findFunction } from '../plan/find-function.ts';
import { buildReadPlan, sourceRoot } from '../plan/read-plan.ts';
import { rpcMaxAffected } from '../plan/rpc-max-affected.ts';
import { parseQueryParameters } from '../parse/parse-query-parameters.ts';
import { rpcBodyKind } from '../parse/parse-rpc-body.ts';
import { RestError } from '../rest-error.ts';
import { qualifiedKey } from '../schema/schema-types.ts';
import { returnsRows, rpcStatement, type RpcArguments } from '../sql/rpc-statement.ts';
import { capRows } from './handle-table-read.ts';
import { respond, respondWithPlan } from './respond.ts';
import { contentRange, preferenceApplied } from './response-headers.ts';
import type { RestRequest, RestServices } from './rest-request.ts';
import { runStatement } from './run-statement.ts';
import { parseJson } from './write-body.ts';

const parseArguments = (body: string): unknown => (body.trim() === '' ? {} : parseJson(body));

/** GET, HEAD or POST /rpc/<function> (contract section 4). */
export async function handleRpc(
  services: RestServices,
  request: RestRequest,
  name: string,
  body: string,
): Promise<Response> {
  if (request.method === 'PUT') {
    throw new RestError({
      status: 405,
      code: 'PGRST101',
      message: 'Cannot use the PUT method on RPC',
    });
  }
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError({
      status: 405,
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${request.method}`,
    });
  }
  const parameters = parseQueryParameters(request.entries, 'rpc');
  const viaPost = request.method === 'POST';
  const bodyKind = viaPost ? rpcBodyKind(request.headers['content-type']) : undefined;
  // Only a JSON body names arguments; text, XML and binary bodies go whole to one parameter.
  const payload = bodyKind === 'json' ? parseArguments(body) : undefined;
  const isObject = typeof payload === 'object' && payload !== null && !Array.isArray(payload);
  const argumentNames = viaPost
    ? isObject
      ? Object.keys(payload)
      : []
    : [...new Set(parameters.rpcArguments.map(([argument]) => argument))];
  const { fn, wholeBody } = findFunction(
    request.cache,
    request.schema,
    name,
    argumentNames,
    bodyKind,
  );
  const maxAffected = rpcMaxAffected(fn, request.preferences);

  let args: RpcArguments;
  if (wholeBody) {
    args = { kind: 'whole-body', body: bodyKind === 'json' && body.trim() === '' ? '{}' : body };
  } else if (viaPost) {
    args = { kind: 'json-object', body: JSON.stringify(payload ?? {}), names: argumentNames };
  } else args = { kind: 'query', values: parameters.rpcArguments };

  const rowsOf = fn.returnsRowsOf
    ? request.cache.tables.get(qualifiedKey(fn.returnsRowsOf))
    : undefined;
  const plan = buildReadPlan(
    request.cache,
    sourceRoot(fn, rowsOf),
    returnsRows(fn) ? parameters : { ...parameters, select: [{ kind: 'star' }] },
    { aggregates: services.aggregatesEnabled },
  );
  capRows(plan, services.maxRows);
  const head = request.method === 'HEAD';
  const counted = request.preferences.count !== undefined;
  const result = await runStatement(
    services,
    request,
    rpcStatement(fn, args, plan, { count: counted, media: request.media, head }),
    {
      readOnly: !viaPost || fn.volatility !== 'volatile',
      single: request.media.kind === 'object' && fn.returnsSet,
      maxAffected,
    },
  );
  if (request.plan && result.plan !== undefined) return respondWithPlan(request.plan, result.plan);
  const headers = {
    'Content-Range': contentRange(plan.offset ?? 0, result.pageTotal, result.total),
    'Preference-Applied': preferenceApplied(request.preferences, {
      maxAffected: maxAffected !== undefined,
    }),
  };
  if (fn.returnsVoid) return respond(204, null, request.media, headers);
  return respond(200, head ? null : result.body, request.media, headers);
}
