import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-key.ts';

export type JwtRejection = 'malformed' | 'signature' | 'expired' | 'claims';

/** Why a token was refused; each protocol turns the reason into its own error body. */
export class JwtRejectedError extends Error {
  override name = 'JwtRejectedError';
  readonly reason: JwtRejection;
  constructor(reason: JwtRejection, message: string) {
    super(message);
    this.reason = reason;
  }
}

function rejection(error: unknown): JwtRejectedError {
  if (error instanceof errors.JWTExpired) return new JwtRejectedError('expired', 'JWT expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    return new JwtRejectedError('claims', error.message);
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey
  ) {
    return new JwtRejectedError('signature', 'Invalid JWT signature');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new JwtRejectedError('malformed', `Invalid JWT: ${message}`);
}

export type JwtVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Accepts a JWT only when it is ES256, signed by one of our keys (found by `kid`), and within
 * its validity (30 s clock tolerance, as PostgREST allows). `alg: none` and every other algorithm
 * are refused.
 */
export function createJwtVerifier(keys: SigningKey[]): JwtVerifier {
  const keySet = createLocalJWKSet({ keys: keys.map((key) => key.publicJwk) });
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keySet, {
        algorithms: ['ES256'],
        clockTolerance: 30,
      });
      return payload;
    } catch (error) {
      throw rejection(error);
    }
  };
}
