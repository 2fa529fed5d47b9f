import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-tokens.ts';

/** A token endpoint in memory: each refresh grants the next numbered token. */
function refresher() {
  const kept: string[] = [];
  let count = 0;
  const refresh = async () => {
    count += 1;
    return {
      accessToken: `access-${count}`,
      expiresAt: new Date(Date.now() + 3600_000),
      refreshToken: null,
    };
  };
  const keep = async (token: string) => {
    kept.push(token);
  };
  return { refresh, keep, kept, refreshes: () => count };
}

describe('AccessTokens', () => {
  it('uses a valid token as it is, and refreshes one that expires within a minute', async () => {
    const valid = refresher();
    const tokens = new AccessTokens(
      { token: 'kept', expiresAt: new Date(Date.now() + 600_000) },
      valid.refresh,
      valid.keep,
    );
    expect(await tokens.token()).toBe('kept');
    expect(valid.refreshes()).toBe(0);
    const expiring = refresher();
    const soon = new AccessTokens(
      { token: 'old', expiresAt: new Date(Date.now() + 30_000) },
      expiring.refresh,
      expiring.keep,
    );
    expect(await soon.token()).toBe('access-1');
    expect(expiring.kept).toEqual(['access-1']);
  });

  it('refreshes once for calls waiting together', async () => {
    const shared = refresher();
    const tokens = new AccessTokens({ token: null, expiresAt: null }, shared.refresh, shared.keep);
    expect(await Promise.all([tokens.token(), tokens.token(), tokens.token()])).toEqual([
      'access-1',
      'access-1',
      'access-1',
    ]);
    expect(shared.refreshes()).toBe(1);
  });

  it('calls once more with a fresh token after a 401, and not after other refusals', async () => {
    const fresh = refresher();
    const tokens = new AccessTokens(
      { token: 'revoked', expiresAt: new Date(Date.now() + 600_000) },
      fresh.refresh,
      fresh.keep,
    );
    const used: string[] = [];
    const answer = await tokens.with(async (token) => {
      used.push(token);
      if (token === 'revoked') throw Object.assign(new Error('unauthorized'), { status: 401 });
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(used).toEqual(['revoked', 'access-1']);
    await expect(
      tokens.with(async () => {
        throw Object.assign(new Error('gone'), { status: 404 });
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(fresh.refreshes()).toBe(1);
  });
});
