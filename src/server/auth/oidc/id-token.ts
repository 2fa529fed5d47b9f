import { createHash } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { OidcProvider } from './provider-registry.ts';

/** Why an ID token was refused; the message is what the client is told. */
export class IdTokenRejected extends Error {
  override name = 'IdTokenRejected';
}

/**
 * Whether the nonce the client holds fits the token's. Supabase Auth compares the token's nonce
 * with the SHA-256 (hex) of the raw nonce the client sends, as Google/Apple sign-in libraries put
 * the hashed nonce in the token; a provider given the raw nonce puts it unchanged, so equality
 * passes too. Either both have one or neither (contract §5.2).
 */
export function nonceCheck(tokenNonce: unknown, given: string | undefined): string | undefined {
  const inToken = typeof tokenNonce === 'string' && tokenNonce !== '' ? tokenNonce : undefined;
  const fromClient = given === undefined || given === '' ? undefined : given;
  if (inToken === undefined && fromClient === undefined) return undefined;
  if (inToken === undefined || fromClient === undefined) {
    return 'Passed nonce and nonce in id_token should either both exist or not.';
  }
  const hashed = createHash('sha256').update(fromClient).digest('hex');
  return inToken === hashed || inToken === fromClient ? undefined : 'Nonces mismatch';
}

/** The at_hash of an access token for an RS256/ES256/PS256-signed ID token (left half of SHA-256). */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

export interface VerifiedIdToken {
  claims: JWTPayload & { sub: string };
}

/**
 * Checks an ID token of `provider`: signature by one of its keys, issuer, audience (our client
 * id), expiry, subject, then nonce and at_hash as above.
 */
export async function verifyIdToken(
  provider: OidcProvider,
  token: string,
  options: { nonce?: string; accessToken?: string },
): Promise<VerifiedIdToken> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, await provider.keys(), {
      issuer: [provider.settings.issuer, `${provider.settings.issuer}/`],
      audience: provider.settings.clientId,
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw new IdTokenRejected('Bad ID token');
    throw error;
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new IdTokenRejected('Bad ID token');
  }
  const nonceProblem = nonceCheck(claims.nonce, options.nonce);
  if (nonceProblem !== undefined) throw new IdTokenRejected(nonceProblem);
  if (
    options.accessToken !== undefined &&
    options.accessToken !== '' &&
    typeof claims.at_hash === 'string' &&
    claims.at_hash !== accessTokenHash(options.accessToken)
  ) {
    throw new IdTokenRejected('Bad ID token');
  }
  return { claims: claims as JWTPayload & { sub: string } };
}
