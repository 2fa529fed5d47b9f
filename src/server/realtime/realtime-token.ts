import { decodeJwt } from 'jose';
import {
  TokenRefusedError,
  type ApiTokenVerifier,
  type TokenRequest,
} from '../auth/api-token/api-token-verifier.ts';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import { JwtRejectedError } from '../auth/verify-jwt.ts';

/**
 * Why a token was refused, in Realtime's words (reference/realtime.md §6.1-§6.3): `code` prefixes
 * a join error's reason; `message` alone is the handshake's error and a channel's system message.
 */
export interface TokenProblem {
  code: string;
  message: string;
}

export type TokenCheck = { claims: CheckedClaims } | { problem: TokenProblem };

const requiredFields = {
  code: 'InvalidJWTToken',
  message: 'Fields `role` and `exp` are required in JWT',
};

/** Seconds since the token's `exp`, read without trusting it (only to word the refusal). */
function secondsExpired(token: string, now = Date.now()): number {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? Math.max(0, Math.round(now / 1000 - exp)) : 0;
  } catch {
    return 0;
  }
}

/** The problem a refusal of the shared API token check (auth/api-token) stands for. */
export function tokenProblem(error: unknown, token: string): TokenProblem {
  if (error instanceof TokenRefusedError) {
    if (/claim: (role|exp)$/.test(error.message)) return requiredFields;
    return { code: 'InvalidJWTToken', message: `Token refused: ${error.message}` };
  }
  if (error instanceof JwtRejectedError) {
    if (error.reason === 'expired') {
      return {
        code: 'InvalidJWTToken',
        message: `Token has expired ${secondsExpired(token)} seconds ago`,
      };
    }
    if (error.reason === 'signature') {
      return { code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    if (error.reason === 'claims') return requiredFields;
  }
  return { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
}

/** Puts a token through the one check every API uses, answering in Realtime's words. */
export async function checkRealtimeToken(
  verify: ApiTokenVerifier,
  token: string,
  request: TokenRequest,
): Promise<TokenCheck> {
  if (token.split('.').length !== 3) {
    return { problem: { code: 'MalformedJWT', message: 'The token provided is not a valid JWT' } };
  }
  try {
    return { claims: await verify(token, request) };
  } catch (error) {
    return { problem: tokenProblem(error, token) };
  }
}
