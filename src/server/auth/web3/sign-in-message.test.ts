import { describe, expect, it } from 'vitest';
import { parseSignInMessage } from './sign-in-message.ts';

// As supabase-js's createSiweMessage writes it, with a statement and every optional field.
const siwe = [
  'app.example.com wants you to sign in with your Ethereum account:',
  '0xAbC0000000000000000000000000000000000dEf',
  '',
  'Sign in to book your classes',
  '',
  'URI: https://app.example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: abcdefgh12',
  'Issued At: 2026-05-01T10:00:00.000Z',
  'Expiration Time: 2026-05-01T10:05:00.000Z',
  'Not Before: 2026-05-01T10:00:00.000Z',
  'Request ID: r-1',
  'Resources:',
  '- https://app.example.com/terms',
].join('\n');

// As supabase-js writes a Solana message itself: no statement, Issued At before the rest.
const siws = [
  'app.example.com wants you to sign in with your Solana account:',
  '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  '',
  'Version: 1',
  'URI: https://app.example.com/login',
  'Issued At: 2026-05-01T10:00:00Z',
].join('\n');

const replaceLine = (text: string, from: string, to: string) =>
  text
    .split('\n')
    .map((line) => (line.startsWith(from) ? to : line))
    .join('\n');

describe('parseSignInMessage', () => {
  it('reads every field of an EIP-4361 message, lower-casing the address', () => {
    expect(parseSignInMessage('ethereum', siwe)).toEqual({
      domain: 'app.example.com',
      address: '0xabc0000000000000000000000000000000000def',
      statement: 'Sign in to book your classes',
      uri: new URL('https://app.example.com/login'),
      version: '1',
      chainId: '1',
      nonce: 'abcdefgh12',
      issuedAt: new Date('2026-05-01T10:00:00Z'),
      expirationTime: new Date('2026-05-01T10:05:00Z'),
      notBefore: new Date('2026-05-01T10:00:00Z'),
      requestId: 'r-1',
      resources: ['https://app.example.com/terms'],
    });
  });

  it('reads a Solana message with its fields in another order and no statement', () => {
    const message = parseSignInMessage('solana', siws);
    expect(message).toMatchObject({
      domain: 'app.example.com',
      address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      statement: undefined,
      chainId: undefined,
      expirationTime: undefined,
      resources: [],
    });
    expect(message.uri.href).toBe('https://app.example.com/login');
  });

  it('keeps the port of a development domain', () => {
    const local = siws
      .replace('app.example.com wants', 'localhost:5173 wants')
      .replace('https://app.example.com/login', 'http://localhost:5173/');
    expect(parseSignInMessage('solana', local).domain).toBe('localhost:5173');
  });

  it.each([
    ['a message for the other chain', 'solana', siwe, /Solana account/],
    ['a short message', 'ethereum', siwe.split('\n').slice(0, 4).join('\n'), /too short/],
    [
      'a bad address',
      'ethereum',
      siwe.replace('0xAbC0000000000000000000000000000000000dEf', '0x12'),
      /not a valid Ethereum address/,
    ],
    [
      'a Solana address with a character base58 lacks',
      'solana',
      siws.replace('7S3P4HxJ', '0S3P4HxJ'),
      /not a valid Solana address/,
    ],
    [
      'a domain with a path',
      'ethereum',
      siwe.replace('app.example.com wants', 'app.example.com/x wants'),
      /domain/,
    ],
    [
      'a line that is not a field',
      'ethereum',
      replaceLine(siwe, 'Nonce', 'Nonce abc'),
      /line 9 is not a field/,
    ],
    ['a field given twice', 'solana', `${siws}\nVersion: 1`, /Version appears twice/],
    ['another version', 'ethereum', replaceLine(siwe, 'Version', 'Version: 2'), /version 2/],
    ['no URI', 'ethereum', replaceLine(siwe, 'URI', ''), /URI is missing/],
    ['a relative URI', 'solana', replaceLine(siws, 'URI', 'URI: /login'), /not a valid URI/],
    ['no chain id on Ethereum', 'ethereum', replaceLine(siwe, 'Chain ID', ''), /Chain ID/],
    ['a chain id of 0', 'ethereum', replaceLine(siwe, 'Chain ID', 'Chain ID: 0'), /Chain ID/],
    ['an unknown Solana cluster', 'solana', `${siws}\nChain ID: moon`, /Chain ID/],
    ['no Issued At', 'solana', replaceLine(siws, 'Issued At', ''), /Issued At is missing/],
    [
      'a date without a zone',
      'solana',
      replaceLine(siws, 'Issued At', 'Issued At: 2026-05-01T10:00:00'),
      /RFC 3339/,
    ],
    [
      'an expiry before the issue',
      'ethereum',
      replaceLine(siwe, 'Expiration Time', 'Expiration Time: 2026-05-01T09:00:00Z'),
      /Issued At is after Expiration Time/,
    ],
    [
      'a Not Before after the expiry',
      'ethereum',
      replaceLine(siwe, 'Not Before', 'Not Before: 2026-05-01T11:00:00Z'),
      /Not Before is after Expiration Time/,
    ],
  ] as const)('refuses %s', (_name, chain, text, reason) => {
    expect(() => parseSignInMessage(chain, text)).toThrow(reason);
  });
});
