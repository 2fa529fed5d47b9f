import { planMime } from '../parse/parse-accept.ts';
import type { PlanMedia, ResponseMedia } from '../query-ast.ts';
import type { RestError } from '../rest-error.ts';
import { contentType } from './response-headers.ts';

/** A successful answer; the body is already JSON or CSV text made by PostgreSQL. */
export function respond(
  status: number,
  body: string | null,
  media: ResponseMedia,
  headers: Record<string, string | undefined>,
): Response {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out.set(name, value);
  if (status === 204 || body === null) return new Response(null, { status, headers: out });
  out.set('Content-Type', contentType(media));
  return new Response(body, { status, headers: out });
}

/** The EXPLAIN answer of a plan media type: 200, the plan's own Content-Type, nothing else. */
export function respondWithPlan(plan: PlanMedia, body: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': `${planMime(plan)}; charset=utf-8` },
  });
}

export function respondWithError(error: RestError): Response {
  return Response.json(error.toJSON(), {
    status: error.status,
    headers: { ...error.headers, 'Proxy-Status': `PostgREST; error=${error.code}` },
  });
}
