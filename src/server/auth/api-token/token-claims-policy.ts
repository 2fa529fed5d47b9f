import { isRequestRole, type RequestRole } from '../../db/with-request-role.ts';

/** What a token must say to be accepted for a request to one of our APIs. */
export interface ExpectedClaims {
  /** `{API url}/auth/v1`: what our auth service writes into the sessions it starts. */
  issuer: string;
  audience: string;
}

/** A token that passed the policy: its role is one a request may run as. */
export type CheckedClaims = Record<string, unknown> & { role: RequestRole };

/**
 * Checks a verified token's claims alike on every API (docs/decisions/0018). Returns why the
 * token is refused, or undefined. Two shapes pass:
 * - an API key: `role` anon or service_role, no `sub`, and no `aud`, as Supabase issues them,
 *   whatever its `iss`: GoTrue and PostgREST take any key signed with the project's key, and
 *   Supabase's own tools write "supabase-demo" (the CLI) as well as "supabase" (decision 0052);
 * - a session's access token: our issuer, the expected audience, a `sub` and a `session_id`.
 * Both need `exp`. A token made for one purpose (a storage signed URL or upload URL) says so in
 * `purpose` and is never a bearer token; and only the three request roles may come from a
 * token, so `postgres` or `supabase_admin` never reaches `SET ROLE`.
 */
export function tokenClaimsProblem(
  claims: Record<string, unknown>,
  expected: ExpectedClaims,
): string | undefined {
  if (claims.purpose !== undefined) return `token is for ${String(claims.purpose)} only`;
  if (!isRequestRole(claims.role)) return 'invalid claim: role';
  if (typeof claims.exp !== 'number') return 'missing claim: exp';
  if (claims.sub === undefined) {
    if (claims.role === 'authenticated') return 'missing claim: sub';
    if (claims.aud !== undefined) return 'invalid claim: aud';
    return undefined;
  }
  if (claims.iss === undefined) return 'missing claim: iss';
  if (claims.iss !== expected.issuer) return 'invalid claim: iss';
  if (claims.aud === undefined) return 'missing claim: aud';
  if (claims.aud !== expected.audience) return 'invalid claim: aud';
  if (typeof claims.sub !== 'string' || claims.sub === '') return 'invalid claim: sub';
  if (typeof claims.session_id !== 'string') return 'missing claim: session_id';
  return undefined;
}
