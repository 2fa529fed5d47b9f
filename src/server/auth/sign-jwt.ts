import { sign } from 'node:crypto';
import type { SigningKey } from './signing-key.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact ES256 JWS of the claims, signed with node:crypto on this thread: a token per
 * refresh is the auth server's hottest path, and WebCrypto's round trip to the thread pool
 * cost more than the signature. The signature is r‖s (IEEE P1363), as JWS requires.
 */
export function signJwt(key: SigningKey, claims: Record<string, unknown>): Promise<string> {
  const input = `${base64url({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${base64url(claims)}`;
  const signature = sign('sha256', Buffer.from(input), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return Promise.resolve(`${input}.${signature.toString('base64url')}`);
}
