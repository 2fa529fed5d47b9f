import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/user-json.ts';
import { accessTokenClaims, withAmr } from './access-token-claims.ts';

describe('access token claims', () => {
  it('carries the user, the session and a lifetime from iat', () => {
    const user = {
      id: 'u1',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'ann@example.com',
      phone: null,
      raw_app_meta_data: { provider: 'email' },
      raw_user_meta_data: { name: 'Ann' },
      is_anonymous: false,
    } as unknown as UserRow;
    const session = {
      id: 's1',
      user_id: 'u1',
      aal: 'aal1' as const,
      amr: [{ method: 'password', timestamp: 100 }],
      created_at: new Date(),
    };
    expect(
      accessTokenClaims({ user, session, issuer: 'http://x/auth/v1', now: 1000, lifetime: 3600 }),
    ).toEqual({
      iss: 'http://x/auth/v1',
      sub: 'u1',
      aud: 'authenticated',
      exp: 4600,
      iat: 1000,
      email: 'ann@example.com',
      phone: '',
      app_metadata: { provider: 'email' },
      user_metadata: { name: 'Ann' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 100 }],
      session_id: 's1',
      is_anonymous: false,
    });
  });

  it('keeps one amr entry per method, newest first', () => {
    const amr = withAmr(
      [
        { method: 'otp', timestamp: 2 },
        { method: 'password', timestamp: 1 },
      ],
      'password',
      3,
    );
    expect(amr).toEqual([
      { method: 'password', timestamp: 3 },
      { method: 'otp', timestamp: 2 },
    ]);
  });

  it('names the SSO provider on an sso/saml entry', () => {
    expect(withAmr([{ method: 'otp', timestamp: 1 }], 'sso/saml', 2, 'p-1')).toEqual([
      { method: 'sso/saml', timestamp: 2, provider: 'p-1' },
      { method: 'otp', timestamp: 1 },
    ]);
  });
});
