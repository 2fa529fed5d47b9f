import { describe, expect, it } from 'vitest';
import { AuthError } from '../errors/auth-error.ts';
import { codeRedirect, failureOf, failureRedirect, sessionRedirect } from './session-redirect.ts';

describe('session redirects', () => {
  it('puts a failure in the query and the fragment', () => {
    const url = new URL(
      failureRedirect('https://app.example.com/t/login?area=staff', {
        error: 'access_denied',
        code: 'user_banned',
        description: 'User is banned',
      }),
    );
    expect(url.searchParams.get('area')).toBe('staff');
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('error_code')).toBe('user_banned');
    expect(url.searchParams.get('error_description')).toBe('User is banned');
    expect(url.hash).toBe(
      '#error=access_denied&error_code=user_banned&error_description=User+is+banned&sb=',
    );
  });

  it('puts an implicit session in the fragment, in Supabase order', () => {
    const url = sessionRedirect(
      'https://app.example.com/',
      {
        access_token: 'a',
        expires_at: 2000,
        expires_in: 3600,
        refresh_token: 'r',
        token_type: 'bearer',
      },
      { providerTokens: { accessToken: 'pa', refreshToken: 'pr' } },
    );
    expect(url).toBe(
      'https://app.example.com/#access_token=a&expires_at=2000&expires_in=3600&provider_token=pa&provider_refresh_token=pr&refresh_token=r&sb=&token_type=bearer',
    );
  });

  it("ends an emailed link's session with its type", () => {
    const session = {
      access_token: 'a',
      expires_at: 2000,
      expires_in: 3600,
      refresh_token: 'r',
      token_type: 'bearer',
    };
    expect(sessionRedirect('https://app.example.com/', session, { type: 'recovery' })).toBe(
      'https://app.example.com/#access_token=a&expires_at=2000&expires_in=3600&refresh_token=r&sb=&token_type=bearer&type=recovery',
    );
  });

  it("keeps an implicit client's failure out of the query when asked", () => {
    const failure = failureOf(new AuthError(403, 'otp_expired', 'Email link is invalid'));
    expect(failure).toEqual({
      error: 'access_denied',
      code: 'otp_expired',
      description: 'Email link is invalid',
    });
    const url = new URL(failureRedirect('https://app.example.com/?x=1', failure, { query: false }));
    expect(url.search).toBe('?x=1');
    expect(url.hash).toBe(
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid&sb=',
    );
  });

  it('adds the auth code to the query for a PKCE client', () => {
    expect(codeRedirect('https://app.example.com/cb?x=1', 'c0de')).toBe(
      'https://app.example.com/cb?x=1&code=c0de',
    );
  });
});
