import { describe, expect, it } from 'vitest';
import { OAuthGrantError } from '../errors/auth-error.ts';
import { checkSignInMessage, usableUntil } from './sign-in-checks.ts';
import type { SignInMessage } from './sign-in-message.ts';

const issuedAt = new Date('2026-05-01T10:00:00Z');
const minutes = (n: number) => new Date(issuedAt.getTime() + n * 60_000);

const message = (fields: Partial<SignInMessage> = {}): SignInMessage => ({
  domain: 'app.example.com',
  address: '0xabc0000000000000000000000000000000000def',
  statement: undefined,
  uri: new URL('https://app.example.com/login'),
  version: '1',
  chainId: '1',
  nonce: undefined,
  issuedAt,
  expirationTime: undefined,
  notBefore: undefined,
  requestId: undefined,
  resources: [],
  ...fields,
});

const site = { siteUrl: 'https://app.example.com', allowList: ['https://*.partner.example/**'] };

const refusal = (fields: Partial<SignInMessage>, now = minutes(1)) => {
  try {
    checkSignInMessage('ethereum', message(fields), site, now);
  } catch (error) {
    expect(error).toBeInstanceOf(OAuthGrantError);
    return (error as Error).message;
  }
  return undefined;
};

describe('checkSignInMessage', () => {
  it('accepts a fresh message for the site or an allowed URL', () => {
    expect(refusal({})).toBeUndefined();
    const partner = new URL('https://book.partner.example/in');
    expect(refusal({ uri: partner, domain: 'book.partner.example' })).toBeUndefined();
  });

  it('accepts plain http on localhost only', () => {
    const local = { siteUrl: 'http://localhost:3000', allowList: [] };
    const fields = { uri: new URL('http://localhost:5173/'), domain: 'localhost:5173' };
    expect(() => checkSignInMessage('solana', message(fields), local, minutes(1))).not.toThrow();
    expect(refusal({ uri: new URL('http://app.example.com/login') })).toBe(
      'Signed Ethereum message is using URI which does not use HTTPS',
    );
  });

  it('refuses a URI of another site', () => {
    expect(refusal({ uri: new URL('https://evil.example.net/login') })).toMatch(
      /URI which is not allowed on this server, message was signed for another app$/,
    );
  });

  it('refuses a domain that is not the URI host', () => {
    expect(refusal({ domain: 'evil.example.net' })).toMatch(/Domain that does not match/);
  });

  it('honours Not Before and Expiration Time', () => {
    expect(refusal({ notBefore: minutes(2) })).toBe(
      'Signed Ethereum message becomes valid in the future',
    );
    expect(refusal({ expirationTime: minutes(0.5) })).toBe('Signed Ethereum message is expired');
    expect(refusal({ notBefore: minutes(0.5), expirationTime: minutes(2) })).toBeUndefined();
  });

  it('refuses a message issued more than ten minutes ago', () => {
    expect(refusal({}, minutes(10))).toBeUndefined();
    expect(refusal({}, minutes(10.1))).toBe('Ethereum message was issued too long ago');
  });

  it('allows a minute of clock skew and no more', () => {
    expect(refusal({}, minutes(-1))).toBeUndefined();
    expect(refusal({}, minutes(-1.1))).toBe('Ethereum message was issued too far in the future');
  });
});

describe('usableUntil', () => {
  it('is the end of the window or the earlier expiry', () => {
    expect(usableUntil(message())).toEqual(minutes(10));
    expect(usableUntil(message({ expirationTime: minutes(3) }))).toEqual(minutes(3));
    expect(usableUntil(message({ expirationTime: minutes(30) }))).toEqual(minutes(10));
  });
});
