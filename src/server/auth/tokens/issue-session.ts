import type { Queryable } from '../../db/database.ts';
import type { AuthServices } from '../auth-services.ts';
import { signJwt } from '../sign-jwt.ts';
import type { UserRow } from '../users/user-json.ts';
import { findUserById, loadUserJson } from '../users/user-store.ts';
import { accessTokenClaims, type SessionRow } from './access-token-claims.ts';
import { createRefreshToken, createSession } from './session-store.ts';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export function issuerOf(apiUrl: string): string {
  return `${apiUrl}/auth/v1`;
}

/** Signs an access token for the session and builds the session response of contract §3.4. */
export async function sessionResponse(
  services: AuthServices,
  q: Queryable,
  input: { session: SessionRow; refreshToken: string; apiUrl: string },
): Promise<SessionResponse> {
  const user = (await findUserById(q, input.session.user_id)) as UserRow;
  return signedSession(services, { ...input, user, userJson: await loadUserJson(q, user) });
}

/** The session response for a session whose user is already read. */
export async function signedSession(
  services: AuthServices,
  input: {
    session: SessionRow;
    refreshToken: string;
    apiUrl: string;
    user: UserRow;
    userJson: Record<string, unknown>;
  },
): Promise<SessionResponse> {
  const now = Math.floor(Date.now() / 1000);
  const lifetime = services.config.auth.jwtExpiry;
  const claims = accessTokenClaims({
    user: input.user,
    session: input.session,
    issuer: issuerOf(input.apiUrl),
    now,
    lifetime,
  });
  return {
    access_token: await signJwt(services.signingKey, claims),
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: now + lifetime,
    refresh_token: input.refreshToken,
    user: input.userJson,
  };
}

/** Starts a new session for the user, signed in by `method`, and answers it. */
export async function startSession(
  services: AuthServices,
  q: Queryable,
  input: { userId: string; method: string; apiUrl: string; amrProvider?: string },
): Promise<SessionResponse> {
  const session = await createSession(q, input.userId, input.method, {}, input.amrProvider);
  const refreshToken = await createRefreshToken(q, session, null);
  return sessionResponse(services, q, { session, refreshToken, apiUrl: input.apiUrl });
}
