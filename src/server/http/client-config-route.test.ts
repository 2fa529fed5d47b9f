import { describe, expect, it } from 'vitest';
import { clientConfig } from './client-config-route.ts';

describe('clientConfig', () => {
  const options = { anonKey: 'anon', apiExternalUrl: undefined, mailbox: false };

  it('tells the SPA that SAML single sign-on is on, and leaves the key out when it is off', () => {
    expect(clientConfig({ ...options, saml: true }, 'http://localhost:3000/t/login')).toEqual({
      supabaseUrl: 'http://localhost:3000',
      anonKey: 'anon',
      mailbox: false,
      saml: true,
    });
    expect(clientConfig({ ...options, saml: false }, 'http://localhost:3000/')).not.toHaveProperty(
      'saml',
    );
  });

  it('tells the SPA that passkeys sign in, and leaves the key out when they do not', () => {
    expect(clientConfig({ ...options, passkeys: true }, 'http://localhost:3000/')).toMatchObject({
      passkeys: true,
    });
    expect(
      clientConfig({ ...options, passkeys: false }, 'http://localhost:3000/'),
    ).not.toHaveProperty('passkeys');
  });
});
