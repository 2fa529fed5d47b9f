import { describe, expect, it, vi } from 'vitest';
import { cachedJwtVerifier } from './cached-jwt-verifier.ts';
import { JwtRejectedError } from './verify-jwt.ts';

describe('cachedJwtVerifier', () => {
  it('verifies each token once while it is valid', async () => {
    const verify = vi.fn(async () => ({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 }));
    const cached = cachedJwtVerifier(verify, { max: 10, maxAgeMs: 60_000 });
    await cached('a');
    await cached('a');
    await cached('b');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('checks again once the token expires', async () => {
    vi.useFakeTimers();
    try {
      const verify = vi.fn(async () => ({ exp: Math.floor(Date.now() / 1000) + 2 }));
      const cached = cachedJwtVerifier(verify, { max: 10, maxAgeMs: 60_000 });
      await cached('a');
      vi.advanceTimersByTime(3000);
      await cached('a');
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never caches a refusal', async () => {
    const verify = vi.fn(async () => {
      throw new JwtRejectedError('signature', 'Invalid JWT signature');
    });
    const cached = cachedJwtVerifier(verify, { max: 10, maxAgeMs: 60_000 });
    await expect(cached('bad')).rejects.toThrow('Invalid JWT signature');
    await expect(cached('bad')).rejects.toThrow('Invalid JWT signature');
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
