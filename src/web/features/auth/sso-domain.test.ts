import { wordsIn } from '@shared/i18n/static-words.ts';
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { returnedSsoError, ssoDomainOf, ssoErrorMessage } from './sso-domain';

const english = wordsIn('en');

describe('ssoDomainOf', () => {
  it('takes the lower-cased part after the last @', () => {
    expect(ssoDomainOf('  Ada.Lovelace@Corp.Example ')).toBe('corp.example');
    expect(ssoDomainOf('"odd@name"@corp.example')).toBe('corp.example');
  });
});

describe('ssoErrorMessage', () => {
  it('says single sign-on is not set up for the domain when no provider serves it', () => {
    const error = new AuthApiError(
      'No SSO provider assigned for this domain',
      404,
      'sso_provider_not_found',
    );
    expect(ssoErrorMessage(error, 'corp.example', english)).toBe(
      'Single sign-on is not set up for corp.example. Sign in another way, or ask your administrator.',
    );
  });

  it('falls back to the shared auth messages', () => {
    const error = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(ssoErrorMessage(error, 'corp.example', english)).toBe(
      'Too many attempts. Wait a minute, then try again.',
    );
  });
});

describe('returnedSsoError', () => {
  it('reads error_description from the fragment, or the query for PKCE', () => {
    const fragment =
      'https://app.test/t/login/#error=invalid_request&error_code=validation_failed&error_description=The+SAML+assertion+has+expired&sb=';
    expect(returnedSsoError(fragment, english)).toBe(
      'Single sign-on did not work: The SAML assertion has expired. Try again, or ask your administrator.',
    );
    expect(
      returnedSsoError('https://app.test/t/login/?error_description=Expired. Try again?', english),
    ).toMatch(/^Single sign-on did not work: Expired\. Try again\. Try again, or/);
  });

  it('finds nothing in an address without an error', () => {
    expect(returnedSsoError('https://app.test/?tenant=a#access_token=x', english)).toBeUndefined();
  });
});

describe('in another language', () => {
  it('says why single sign-on failed, with the server’s own words in it', () => {
    const fragment = 'https://app.test/t/login/#error_description=Assertion+expired';
    expect(returnedSsoError(fragment, wordsIn('de'))).toMatch(/Assertion expired/);
    expect(returnedSsoError(fragment, wordsIn('de'))).not.toMatch(/did not work/);
  });
});
