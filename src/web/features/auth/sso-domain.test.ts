import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { ssoDomainOf, ssoErrorMessage } from './sso-domain';

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
    expect(ssoErrorMessage(error, 'corp.example')).toBe(
      'Single sign-on is not set up for corp.example. Sign in another way, or ask your administrator.',
    );
  });

  it('falls back to the shared auth messages', () => {
    const error = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(ssoErrorMessage(error, 'corp.example')).toBe(
      'Too many attempts. Wait a minute, then try again.',
    );
  });
});
