import { LRUCache } from 'lru-cache';
import type { JWTPayload } from 'jose';
import type { JwtVerifier } from './verify-jwt.ts';

/**
 * Remembers tokens already verified, until their `exp` (at most maxAgeMs), so a client sending
 * the same token on every request pays for one signature check. A token is only ever cached
 * after passing verification, and never past its expiry.
 */
export function cachedJwtVerifier(
  verify: JwtVerifier,
  options: { max: number; maxAgeMs: number },
): JwtVerifier {
  const cache = new LRUCache<string, { claims: JWTPayload; expiresAt: number }>({
    max: options.max,
  });
  return async (token) => {
    const cached = cache.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.claims;
    const claims = await verify(token);
    const maxAge = Date.now() + options.maxAgeMs;
    const expiresAt = claims.exp === undefined ? maxAge : Math.min(maxAge, claims.exp * 1000);
    cache.set(token, { claims, expiresAt });
    return claims;
  };
}
