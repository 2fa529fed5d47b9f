import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import { limitBody } from '../http/body-limit.ts';
import { handleOpenApi } from './http/handle-openapi.ts';
import { handleRpc } from './http/handle-rpc.ts';
import { handleTableRead } from './http/handle-table-read.ts';
import { handleTableWrite } from './http/handle-table-write.ts';
import { respondWithError } from './http/respond.ts';
import { readRestRequest, type RestRequest, type RestServices } from './http/rest-request.ts';
import { parseQueryParameters } from './parse/parse-query-parameters.ts';
import { rpcBodyKind } from './parse/parse-rpc-body.ts';
import { RestError } from './rest-error.ts';
import { logSafePath } from '../http/log-safe-path.ts';

const tableMethods = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** With several schemas exposed, each answer names the one it came from. */
function withProfile(response: Response, request: RestRequest, services: RestServices) {
  if (services.schemas.length > 1) response.headers.set('Content-Profile', request.schema);
  return response;
}

async function handleTable(c: Context, services: RestServices): Promise<Response> {
  const request = await readRestRequest(c, services);
  const name = c.req.param('table') ?? '';
  const table = request.cache.tables.get(`${request.schema}.${name}`);
  if (!table) {
    throw new RestError({
      status: 404,
      code: 'PGRST205',
      message: `Could not find the table '${request.schema}.${name}' in the schema cache`,
    });
  }
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 200,
      headers: { Allow: ['OPTIONS', ...tableMethods].join(',') },
    });
  }
  if (!tableMethods.includes(request.method)) {
    throw new RestError({
      status: 405,
      code: 'PGRST117',
      message: `Unsupported HTTP method: ${request.method}`,
    });
  }
  const parameters = () => parseQueryParameters(request.entries, 'table');
  const response =
    request.method === 'GET' || request.method === 'HEAD'
      ? await handleTableRead(services, request, table, parameters, c.req.header('range'))
      : await handleTableWrite(services, request, table, parameters(), await c.req.text());
  return withProfile(response, request, services);
}

async function handleRoot(c: Context, services: RestServices): Promise<Response> {
  const request = await readRestRequest(c, services);
  return withProfile(await handleOpenApi(services, request, new URL(c.req.url)), request, services);
}

async function handleFunction(c: Context, services: RestServices): Promise<Response> {
  const request = await readRestRequest(c, services);
  let body = '';
  if (request.method === 'POST') {
    // A binary body goes to a bytea parameter as hex, a text form that keeps every byte.
    body =
      rpcBodyKind(c.req.header('content-type')) === 'binary'
        ? Buffer.from(await c.req.arrayBuffer()).toString('hex')
        : await c.req.text();
  }
  return withProfile(
    await handleRpc(services, request, c.req.param('fn') ?? '', body),
    request,
    services,
  );
}

/**
 * /rest/v1: the PostgREST-compatible data API. Handlers are thin: parse (parse/), plan (plan/),
 * generate SQL (sql/), run it as the request's role, answer.
 */
export function registerRestRoutes(
  app: Hono,
  services: RestServices,
  options: { maxBodyBytes: number; logger: Logger },
): void {
  const rest = new Hono();
  rest.use(
    limitBody(options.maxBodyBytes, () =>
      respondWithError(
        new RestError({
          status: 413,
          code: 'PGRST413',
          message: `The request body is larger than ${options.maxBodyBytes} bytes`,
        }),
      ),
    ),
  );
  const guarded =
    (handler: (c: Context, services: RestServices) => Promise<Response>) => async (c: Context) => {
      try {
        return await handler(c, services);
      } catch (error) {
        if (error instanceof RestError) return respondWithError(error);
        options.logger.error(
          { err: error, path: logSafePath(c.req.path) },
          'data API request failed',
        );
        return respondWithError(
          new RestError({
            status: 500,
            code: 'PGRST000',
            message: 'The server could not complete the request.',
          }),
        );
      }
    };
  rest.all('/', guarded(handleRoot));
  rest.all('/rpc/:fn', guarded(handleFunction));
  rest.all('/:table', guarded(handleTable));
  app.route('/rest/v1', rest);
  // The sub-app's '/' is '/rest/v1' only; PostgREST's root is also reached with the slash.
  app.all('/rest/v1/', guarded(handleRoot));
}
