import { wordsIn } from '@shared/i18n/static-words.ts';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

const english = wordsIn('en');

describe('authErrorMessage', () => {
  it('explains the errors people run into', () => {
    expect(
      authErrorMessage(
        new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        english,
      ),
    ).toMatch(/do not match/);
    expect(
      authErrorMessage(
        new AuthApiError('Email not confirmed', 400, 'email_not_confirmed'),
        english,
      ),
    ).toMatch(/not confirmed yet/);
  });

  it('says what to do about a wrong or late authenticator code', () => {
    expect(
      authErrorMessage(
        new AuthApiError('Invalid TOTP code entered', 422, 'mfa_verification_failed'),
        english,
      ),
    ).toMatch(/code is not right/);
    expect(
      authErrorMessage(
        new AuthApiError('Challenge expired', 422, 'mfa_challenge_expired'),
        english,
      ),
    ).toMatch(/took too long/);
  });

  it('keeps the server text where it carries the detail', () => {
    const wait = 'For security purposes, you can only request this after 42 seconds.';
    expect(
      authErrorMessage(new AuthApiError(wait, 429, 'over_email_send_rate_limit'), english),
    ).toBe(wait);
    expect(
      authErrorMessage(
        new AuthWeakPasswordError('Password should be at least 6 characters.', 422, ['length']),
        english,
      ),
    ).toBe('Password should be at least 6 characters.');
  });

  it('says the detail in the reader’s language', () => {
    const wait = 'For security purposes, you can only request this after 42 seconds.';
    expect(
      authErrorMessage(new AuthApiError(wait, 429, 'over_sms_send_rate_limit'), wordsIn('de')),
    ).toMatch(/42 Sekunden/);
    expect(
      authErrorMessage(
        new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
        wordsIn('es'),
      ),
    ).not.toMatch(/do not match/);
    const odd = 'Wait for 5 minutes.';
    expect(
      authErrorMessage(new AuthApiError(odd, 429, 'over_email_send_rate_limit'), wordsIn('de')),
    ).toBe(odd);
  });

  it('tells a network failure from the rest', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), english)).toMatch(
      /reach the server/,
    );
    expect(authErrorMessage(new Error('boom'), english)).toBe('Something went wrong. Try again.');
  });
});
