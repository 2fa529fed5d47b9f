import { describe, expect, it } from 'vitest';
import { externalIdentityData, providersOf } from './external-identity-data.ts';

describe('externalIdentityData', () => {
  it('copies the standard claims with their Supabase aliases', () => {
    expect(
      externalIdentityData({
        iss: 'https://id.example.com',
        sub: 'u-1',
        aud: 'booking',
        email: 'Ada@Example.com',
        email_verified: 'true',
        name: 'Ada Lovelace',
        picture: 'https://id.example.com/ada.png',
        nonce: 'n',
      }),
    ).toEqual({
      iss: 'https://id.example.com',
      sub: 'u-1',
      email: 'ada@example.com',
      email_verified: true,
      phone_verified: false,
      name: 'Ada Lovelace',
      full_name: 'Ada Lovelace',
      picture: 'https://id.example.com/ada.png',
      avatar_url: 'https://id.example.com/ada.png',
      provider_id: 'u-1',
    });
  });

  it('says an email is unverified unless the provider says so, and leaves out missing ones', () => {
    expect(externalIdentityData({ iss: 'i', sub: 's', email: 'a@b.c' })).toMatchObject({
      email_verified: false,
    });
    expect(externalIdentityData({ iss: 'i', sub: 's', email_verified: true })).toEqual({
      iss: 'i',
      sub: 's',
      email_verified: false,
      phone_verified: false,
      provider_id: 's',
    });
  });
});

describe('providersOf', () => {
  it('lists each provider once in the order of the identities', () => {
    expect(
      providersOf([{ provider: 'email' }, { provider: 'keycloak' }, { provider: 'email' }]),
    ).toEqual(['email', 'keycloak']);
  });
});
