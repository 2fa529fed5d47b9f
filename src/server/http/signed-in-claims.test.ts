import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiTokenVerifier } from '../auth/api-token/api-token-verifier.ts';
import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';
import { signedIn } from './signed-in-claims.ts';

// A verifier that knows two tokens: a person's and an API key's; any other it refuses.
const verify: ApiTokenVerifier = (token) => {
  if (token === 'person')
    return Promise.resolve({ role: 'authenticated', sub: 'u1' } as CheckedClaims);
  if (token === 'key') return Promise.resolve({ role: 'service_role' } as CheckedClaims);
  return Promise.reject(new Error('refused'));
};

const app = new Hono().get('/', async (c) => c.json(await signedIn(c, verify)));
const ask = async (authorization?: string) =>
  (
    await app.request('/', authorization ? { headers: { Authorization: authorization } } : {})
  ).json();

describe('signedIn', () => {
  it('is the claims of a person signed in by a bearer token', async () => {
    expect(await ask('Bearer person')).toEqual({ role: 'authenticated', sub: 'u1' });
  });

  it('is null without a token, with one refused, or with an API key', async () => {
    expect(await ask()).toBeNull();
    expect(await ask('Basic person')).toBeNull();
    expect(await ask('Bearer forged')).toBeNull();
    expect(await ask('Bearer key')).toBeNull();
  });
});
