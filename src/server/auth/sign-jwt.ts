import { SignJWT, type JWTPayload } from 'jose';
import type { SigningKey } from './signing-key.ts';

export function signJwt(key: SigningKey, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}
