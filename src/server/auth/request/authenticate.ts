import type { Context } from 'hono';
import { decodeJwt, type JWTPayload } from 'jose';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, noAuthorization } from '../errors/auth-error.ts';
import type { SessionRow } from '../tokens/access-token-claims.ts';
import { findSession } from '../tokens/session-store.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserById } from '../users/user-store.ts';
import { TokenRefusedError } from '../api-token/api-token-verifier.ts';
import { JwtRejectedError } from '../verify-jwt.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { bearerToken } from '../../http/bearer-token.ts';

const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`);

const sessionNotFound = () =>
  new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

/**
 * A session's token refused because the session ended: the contract names a deleted user
 * before a missing session.
 */
async function endedSession(services: AuthServices, claims: JWTPayload, error: TokenRefusedError) {
  if (error.ended === 'banned') return new AuthError(403, 'user_banned', 'User is banned');
  const user = isUuid(claims.sub ?? '')
    ? await findUserById(services.db, claims.sub as string)
    : undefined;
  if (user === undefined) {
    return new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  return sessionNotFound();
}

/**
 * The checked claims of the request's Bearer token (401 without one, 403 bad_jwt if bad), by the
 * check every API makes (auth/api-token): claims by the policy, and a session still live.
 */
export async function bearerClaims(services: AuthServices, c: Context): Promise<JWTPayload> {
  const token = bearerToken(c.req.header('Authorization'));
  if (token === undefined) throw noAuthorization();
  try {
    return await services.verifyApiToken(token, {
      url: c.req.url,
      audience: c.req.header('X-JWT-AUD'),
    });
  } catch (error) {
    if (error instanceof TokenRefusedError && error.ended !== undefined) {
      throw await endedSession(services, decodeJwt(token), error);
    }
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
  const user = isUuid(claims.sub) ? await findUserById(services.db, claims.sub) : undefined;
  if (user === undefined) {
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  const sessionId = claims.session_id;
  const session =
    typeof sessionId === 'string' && isUuid(sessionId)
      ? await findSession(services.db, sessionId)
      : undefined;
  if (session === undefined || session.user_id !== user.id) throw sessionNotFound();
  if (user.banned_until !== null && user.banned_until > new Date()) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  return { claims, user, session };
}

/** Admin routes accept a JWT whose role is service_role. */
export async function requireAdmin(services: AuthServices, c: Context): Promise<void> {
  const claims = await bearerClaims(services, c);
  if (claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
