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

  it('tells the SPA that the calendar stand-ins are on, and leaves the key out when they are off', () => {
    expect(
      clientConfig({ ...options, testCalendars: true }, 'http://localhost:3000/'),
    ).toMatchObject({ testCalendars: true });
    expect(clientConfig(options, 'http://localhost:3000/')).not.toHaveProperty('testCalendars');
  });

  it('offers passkeys on a page of their relying party only, where a browser can use them', () => {
    const on = { ...options, passkeyRpId: 'book.example.com' };
    for (const page of ['https://book.example.com/t/login', 'https://eu.book.example.com/']) {
      expect(clientConfig(on, page)).toMatchObject({ passkeys: true });
    }
    for (const page of ['http://127.0.0.1:3000/', 'https://notbook.example.com/']) {
      expect(clientConfig(on, page)).not.toHaveProperty('passkeys');
    }
    expect(clientConfig(options, 'https://book.example.com/')).not.toHaveProperty('passkeys');
  });
});
