import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { redirectError, redirectErrorMessage } from './redirect-error';

describe('redirectError', () => {
  it('reads the failure from the fragment or the query', () => {
    expect(
      redirectError(
        'https://app.example.com/t/login#error=access_denied&error_code=user_banned&error_description=User+is+banned&sb=',
      ),
    ).toEqual({ code: 'user_banned', message: 'User is banned' });
    expect(
      redirectError(
        'https://app.example.com/t/settings/?error=invalid_request&error_code=identity_already_exists&error_description=Taken',
      ),
    ).toEqual({ code: 'identity_already_exists', message: 'Taken' });
  });

  it('finds nothing in an ordinary address', () => {
    expect(redirectError('https://app.example.com/t/login?redirect=%2Ft%2F')).toBeUndefined();
    expect(redirectError('https://app.example.com/#access_token=a')).toBeUndefined();
  });
});

describe('redirectErrorMessage', () => {
  it('explains a taken identity and passes the provider’s own words on', () => {
    const english = wordsIn('en');
    expect(
      redirectErrorMessage({ code: 'identity_already_exists', message: 'x' }, english),
    ).toMatch(/another account/);
    expect(redirectErrorMessage({ code: 'bad_oauth_callback', message: 'Declined' }, english)).toBe(
      'The sign-in at the provider did not complete: Declined',
    );
    expect(redirectErrorMessage({ code: 'unknown', message: 'Provider says no' }, english)).toBe(
      'Provider says no',
    );
  });
});
