import { describe, expect, it } from 'vitest';
import { AuthError, authErrorBody, OAuthGrantError, wantsVersionedErrors } from './auth-error.ts';

describe('auth error bodies', () => {
  const weak = new AuthError(422, 'weak_password', 'Password should be at least 6 characters.', [
    'length',
  ]);

  it('uses the string code and message for versioned clients', () => {
    expect(authErrorBody(weak, true)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('uses the numeric code, error_code and msg for legacy clients', () => {
    const error = new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
    expect(authErrorBody(error, false)).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('answers grant refusals OAuth-style whatever the version', () => {
    const error = new OAuthGrantError('Signature does not match address in message');
    const body = { error: 'invalid_grant', error_description: error.message };
    expect(authErrorBody(error, true)).toEqual(body);
    expect(authErrorBody(error, false)).toEqual(body);
  });

  it('treats versions from 2024-01-01 on as versioned', () => {
    expect(wantsVersionedErrors('2024-01-01')).toBe(true);
    expect(wantsVersionedErrors('2025-06-30')).toBe(true);
    expect(wantsVersionedErrors('2023-12-31')).toBe(false);
    expect(wantsVersionedErrors('soon')).toBe(false);
    expect(wantsVersionedErrors(undefined)).toBe(false);
  });
});
