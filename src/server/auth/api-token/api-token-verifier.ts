import { issuerOf } from '../tokens/issue-session.ts';
import { JwtRejectedError, type JwtVerifier } from '../verify-jwt.ts';
import type { SessionLiveness } from './session-liveness.ts';
import {
  tokenClaimsProblem,
  type CheckedClaims,
  type ExpectedClaims,
} from './token-claims-policy.ts';

/** Why a token that verified was still refused. */
export class TokenRefusedError extends JwtRejectedError {
  override name = 'TokenRefusedError';
  readonly ended: 'session' | 'banned' | undefined;
  constructor(message: string, ended?: 'session' | 'banned') {
    super('claims', message);
    this.ended = ended;
  }
}

/** The request a token came with: its URL (for the issuer) and the audience it asks for. */
export interface TokenRequest {
  url: string;
  /** `authenticated` unless the client says otherwise (X-JWT-AUD on /auth/v1). */
  audience?: string | undefined;
}

export type ApiTokenVerifier = (token: string, request: TokenRequest) => Promise<CheckedClaims>;

/**
 * The one check every API puts a bearer token through (docs/decisions/0018): a valid ES256
 * signature of ours, claims by the policy, and, for a session's token, a session that has not
 * ended and a user who is not banned. Throws JwtRejectedError (a TokenRefusedError when only
 * the claims or the session are wrong), which each API words in its own error shape.
 */
export function createApiTokenVerifier(
  verifyJwt: JwtVerifier,
  liveness: SessionLiveness,
  apiExternalUrl: string | undefined,
): ApiTokenVerifier {
  return async (token, request) => {
    const claims = await verifyJwt(token);
    const expected: ExpectedClaims = {
      issuer: expectedIssuer(apiExternalUrl, request.url),
      audience: request.audience ?? 'authenticated',
    };
    const problem = tokenClaimsProblem(claims, expected);
    if (problem !== undefined) throw new TokenRefusedError(problem);
    const checked = claims as CheckedClaims;
    if (typeof checked.session_id !== 'string' || typeof checked.sub !== 'string') return checked;
    const state = await liveness.state(checked.session_id, checked.sub);
    if (state === 'ended') throw new TokenRefusedError('session has ended', 'session');
    if (state === 'banned') throw new TokenRefusedError('user is banned', 'banned');
    return checked;
  };
}

/** What our auth service writes as `iss`: the API's public address and /auth/v1. */
export function expectedIssuer(apiExternalUrl: string | undefined, requestUrl: string): string {
  return issuerOf(apiExternalUrl ?? new URL(requestUrl).origin);
}
