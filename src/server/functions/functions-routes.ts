import type { Context, Hono } from 'hono';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import { apiNotFoundBodies } from '../http/api-not-found.ts';
import { functionCorsHeaders } from './function-cors.ts';
import type { ServerFunction } from './server-function.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { jsonInputOrNone } from '../http/json-input.ts';

const answer = (c: Context, body: unknown, status: number) =>
  c.json(body, status as 200, { ...functionCorsHeaders, 'Cache-Control': 'no-store' });

/**
 * /functions/v1/<name> (issue 21, point 4): what supabase-js's `functions.invoke` reaches. As on
 * Supabase, a name no function has answers 404 NOT_FOUND, and a function runs only for a caller
 * with a valid token in `Authorization` (verify_jwt): 401 otherwise, in Supabase's words. The
 * function then sees the caller's verified claims and acts as them.
 */
export function registerFunctions(
  app: Hono,
  verifyApiToken: ApiTokenVerifier,
  functions: Record<string, ServerFunction>,
): void {
  app.options('/functions/v1/*', (c) => c.text('ok', 200, functionCorsHeaders));
  app.all('/functions/v1/:name', async (c) => {
    const run = Object.hasOwn(functions, c.req.param('name'))
      ? functions[c.req.param('name')]
      : undefined;
    if (run === undefined) return answer(c, apiNotFoundBodies['/functions/v1'], 404);
    const token = bearerToken(c.req.header('Authorization'));
    if (token === undefined) {
      return answer(c, { code: 401, message: 'Missing authorization header' }, 401);
    }
    let claims;
    try {
      claims = await verifyApiToken(token, { url: c.req.url });
    } catch {
      return answer(c, { code: 401, message: 'Invalid JWT' }, 401);
    }
    const result = await run({ claims, body: jsonInputOrNone(await c.req.text()) });
    return answer(c, result.body, result.status);
  });
}
