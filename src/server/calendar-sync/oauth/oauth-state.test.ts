import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signState, stateKey, verifyState, type OAuthState } from './oauth-state.ts';

const signingKey = () => generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;

describe('OAuth state', () => {
  const state: OAuthState = {
    tenantId: '0b7e2a52-7c1f-4c8e-9d3a-2f1e0c9b8a71',
    staffId: '1c8f3b63-8d2a-4d9f-8e4b-3a2f1d0c9b82',
    userId: '5d2e8f41-0a6b-4c3d-9e7f-1b2c3d4e5f60',
    provider: 'google',
    redirectUri: 'https://api.example.com/calendar/v1/oauth/google/callback',
  };

  it('reads back what it signed, for the provider it names', async () => {
    const key = stateKey(signingKey());
    const token = await signState(state, key);
    expect(await verifyState(token, 'google', key)).toEqual(state);
    expect(await verifyState(token, 'microsoft', key)).toBeNull();
  });

  it('keeps a user id without the version bits of RFC 9562, as PostgreSQL does', async () => {
    const key = stateKey(signingKey());
    const imported = { ...state, userId: 'c4ca4238-a0b9-2382-0dcc-509a6f75849b' };
    expect(await verifyState(await signState(imported, key), 'google', key)).toEqual(imported);
  });

  it("refuses another server's state, an old one and one that is not a token", async () => {
    const key = stateKey(signingKey());
    expect(
      await verifyState(await signState(state, stateKey(signingKey())), 'google', key),
    ).toBeNull();
    const old = await new SignJWT({
      tenant: state.tenantId,
      staff: state.staffId,
      provider: 'google',
      redirect_uri: state.redirectUri,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('calendar-oauth-state')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await verifyState(old, 'google', key)).toBeNull();
    expect(await verifyState('not-a-token', 'google', key)).toBeNull();
  });
});
