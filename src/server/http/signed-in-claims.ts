import type { Context } from 'hono';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import type { ActingFor } from '../db/on-behalf-of.ts';
import { bearerToken } from './bearer-token.ts';
import { logSafePath } from './log-safe-path.ts';

/**
 * The claims of the person signed in to a request, from its `Authorization: Bearer` token: null
 * without a token, with one that does not verify, or with another role's (an API key is not a
 * person).
 */
export async function signedIn(
  c: Context,
  verify: ApiTokenVerifier,
): Promise<CheckedClaims | null> {
  const token = bearerToken(c.req.header('Authorization'));
  if (token === undefined) return null;
  const claims = await verify(token, { url: c.req.url }).catch(() => null);
  return claims?.role === 'authenticated' ? claims : null;
}

/** A request's signed-in person as the audit trail names them (db/on-behalf-of.ts). */
export function actingFor(c: Context, claims: Record<string, unknown>): ActingFor {
  return {
    claims,
    method: c.req.method,
    path: logSafePath(c.req.path),
    requestId: c.get('requestId'),
  };
}
