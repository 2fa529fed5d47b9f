import type { MiddlewareHandler } from 'hono';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import { bearerToken } from './bearer-token.ts';

/** Whether the request carries the service_role key: a valid token whose role is service_role. */
async function isServiceRole(verify: ApiTokenVerifier, header: string | undefined, url: string) {
  const token = bearerToken(header);
  if (token === undefined) return false;
  try {
    return (await verify(token, { url })).role === 'service_role';
  } catch {
    return false;
  }
}

/**
 * Lets through only the service_role key, 401 to everyone else whatever they send: the
 * developer tools where others can reach the server (a deployment whose operator turned them
 * on), and the mailbox's JSON for scripts.
 */
export function serviceRoleOnly(verify: ApiTokenVerifier): MiddlewareHandler {
  return async (c, next) => {
    if (!(await isServiceRole(verify, c.req.header('Authorization'), c.req.url)))
      return c.json({ code: 'unauthorized', message: 'The service_role key is required' }, 401);
    return next();
  };
}
