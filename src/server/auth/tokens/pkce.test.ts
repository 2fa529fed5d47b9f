import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parsePkceChallenge, verifierMatches } from './pkce.ts';

const verifier = 'a'.repeat(56) + 'b'.repeat(56);
const challenge = createHash('sha256').update(verifier).digest('base64url');

describe('PKCE', () => {
  it('is off when neither field is sent (supabase-js sends nulls)', () => {
    expect(parsePkceChallenge(null, null)).toBeUndefined();
    expect(parsePkceChallenge(undefined, undefined)).toBeUndefined();
  });

  it('accepts s256 in either case and checks the verifier', () => {
    expect(parsePkceChallenge(challenge, 'S256')).toEqual({ challenge, method: 's256' });
    const pkce = { challenge, method: 's256' as const };
    expect(verifierMatches(verifier, pkce)).toBe(true);
    expect(verifierMatches(`${verifier}x`, pkce)).toBe(false);
  });

  it('refuses half a pair, unknown methods and malformed challenges', () => {
    expect(() => parsePkceChallenge(challenge, null)).toThrow(/requires/);
    expect(() => parsePkceChallenge(challenge, 'md5')).toThrow(/not supported/);
    expect(() => parsePkceChallenge('short', 's256')).toThrow(/between 43 and 128/);
  });
});
