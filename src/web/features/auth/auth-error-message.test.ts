import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it('explains the errors people run into', () => {
    expect(
      authErrorMessage(new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')),
    ).toMatch(/do not match/);
    expect(
      authErrorMessage(new AuthApiError('Email not confirmed', 400, 'email_not_confirmed')),
    ).toMatch(/not confirmed yet/);
  });

  it('says what to do about a wrong or late authenticator code', () => {
    expect(
      authErrorMessage(
        new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
      ),
    ).toMatch(/code is not right/);
    expect(
      authErrorMessage(new AuthApiError('Challenge expired', 422, 'mfa_challenge_expired')),
    ).toMatch(/took too long/);
  });

  it('keeps the server text where it carries the detail', () => {
    const wait = 'For security purposes, you can only request this after 42 seconds.';
    expect(authErrorMessage(new AuthApiError(wait, 429, 'over_email_send_rate_limit'))).toBe(wait);
    expect(
      authErrorMessage(
        new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
      ),
    ).toBe('Password should be at least 6 characters.');
  });

  it('tells a network failure from the rest', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toMatch(
      /reach the server/,
    );
    expect(authErrorMessage(new Error('boom'))).toBe('Something went wrong. Try again.');
  });
});
