import type { Context } from 'hono';
import type { JWTPayload } from 'jose';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, noAuthorization } from '../errors/auth-error.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import { findSession } from '../tokens/session-store.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserById } from '../users/user-store.ts';
import { JwtRejectedError } from '../verify-jwt.ts';

const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

/** The verified claims of the request's Bearer token (401 without one, 403 bad_jwt if bad). */
export async function bearerClaims(services: AuthServices, c: Context): Promise<JWTPayload> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  if (match === null) throw noAuthorization();
  try {
    return await services.verifyJwt(match[1] as string);
  } catch (error) {
    if (error instanceof JwtRejectedError) throw badJwt(error.message);
    throw error;
  }
}

export interface Authenticated {
  claims: JWTPayload;
  user: UserRow;
  session: SessionRow;
}

/** The signed-in user and session behind the request's access token (contract §2.3). */
export async function authenticate(services: AuthServices, c: Context): Promise<Authenticated> {
  const claims = await bearerClaims(services, c);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const audience = c.req.header('X-JWT-AUD') ?? 'authenticated';
  if (claims.aud !== audience) throw badJwt('invalid audience');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const user = uuid.test(claims.sub) ? await findUserById(services.db, claims.sub) : undefined;
  if (user === undefined) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = claims.session_id;
  const session =
    typeof sessionId === 'string' && uuid.test(sessionId)
      ? await findSession(services.db, sessionId)
      : undefined;
  if (session === undefined || session.user_id !== user.id) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  return { claims, user, session };
}

/** Admin routes accept a JWT whose role is service_role (or supabase_admin). */
export async function requireAdmin(services: AuthServices, c: Context): Promise<void> {
  const claims = await bearerClaims(services, c);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
