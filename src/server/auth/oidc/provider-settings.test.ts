import { describe, expect, it } from 'vitest';
import { parseOidcProviders } from './provider-settings.ts';

const keycloak = {
  id: 'keycloak',
  name: 'Company login',
  issuer: 'https://id.example.com/realms/staff/',
  client_id: 'booking',
  client_secret: 'secret',
};

describe('parseOidcProviders', () => {
  it('reads nothing as no providers', () => {
    expect(parseOidcProviders(undefined)).toEqual({ providers: [] });
    expect(parseOidcProviders('  ')).toEqual({ providers: [] });
  });

  it('reads a provider, trimming the issuer and splitting extra scopes', () => {
    expect(parseOidcProviders(JSON.stringify([{ ...keycloak, scopes: 'groups  roles' }]))).toEqual({
      providers: [
        {
          id: 'keycloak',
          name: 'Company login',
          issuer: 'https://id.example.com/realms/staff',
          clientId: 'booking',
          clientSecret: 'secret',
          scopes: ['groups', 'roles'],
        },
      ],
    });
  });

  it('names what is wrong', () => {
    expect(parseOidcProviders('{')).toEqual({ problems: ['must be a JSON array of providers'] });
    expect(parseOidcProviders(JSON.stringify([{ ...keycloak, id: 'Email' }]))).toMatchObject({
      problems: [expect.stringContaining('0.id')],
    });
    expect(parseOidcProviders(JSON.stringify([{ ...keycloak, id: 'email' }]))).toEqual({
      problems: ['0.id: is a built-in provider name'],
    });
    expect(parseOidcProviders(JSON.stringify([keycloak, keycloak]))).toEqual({
      problems: ['provider id "keycloak" is used twice'],
    });
    expect(parseOidcProviders(JSON.stringify([{ ...keycloak, issuer: 'nope' }]))).toMatchObject({
      problems: [expect.stringContaining('0.issuer')],
    });
  });
});
