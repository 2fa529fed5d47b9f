import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../auth/sign-jwt.ts';
import { parseSigningKey, type SigningKey } from '../auth/signing-key.ts';
import { createJwtVerifier, type JwtVerifier } from '../auth/verify-jwt.ts';
import { resolveRequestIdentity } from './request-role.ts';

describe('resolveRequestIdentity', () => {
  let key: SigningKey;
  let verify: JwtVerifier;
  beforeAll(async () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'jwk',
    });
    key = await parseSigningKey(JSON.stringify(jwk));
    verify = createJwtVerifier([key]);
  });
  const now = () => Math.floor(Date.now() / 1000);
  const refusal = async (headers: Record<string, string>) => {
    try {
      await resolveRequestIdentity(headers, verify);
    } catch (error) {
      return error as {
        status: number;
        code: string;
        message: string;
        headers: Record<string, string>;
      };
    }
    throw new Error('expected a refusal');
  };

  it('is anon without a token', async () => {
    expect(await resolveRequestIdentity({}, verify)).toEqual({
      role: 'anon',
      claims: { role: 'anon' },
    });
  });

  it('runs as the role of a valid token, from Authorization or apikey', async () => {
    const token = await signJwt(key, { role: 'authenticated', sub: 'u1', exp: now() + 60 });
    expect(
      await resolveRequestIdentity({ authorization: `Bearer ${token}` }, verify),
    ).toMatchObject({
      role: 'authenticated',
      claims: { sub: 'u1', role: 'authenticated' },
    });
    const service = await signJwt(key, { role: 'service_role' });
    expect((await resolveRequestIdentity({ apikey: service }, verify)).role).toBe('service_role');
  });

  it('refuses broken, forged and expired tokens with 401 and WWW-Authenticate', async () => {
    expect(await refusal({ authorization: 'Bearer ' })).toMatchObject({
      status: 401,
      code: 'PGRST301',
      message: 'Empty JWT is sent in Authorization header',
    });
    expect((await refusal({ authorization: 'Bearer a.b' })).message).toBe(
      'Expected 3 parts in JWT; got 2',
    );
    const other = await parseSigningKey(
      JSON.stringify(
        generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      ),
    );
    const forged = await refusal({
      authorization: `Bearer ${await signJwt(other, { role: 'service_role' })}`,
    });
    expect(forged).toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
    });
    expect(forged.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
    const expired = await signJwt(key, { role: 'anon', exp: now() - 3600 });
    expect(await refusal({ authorization: `Bearer ${expired}` })).toMatchObject({
      code: 'PGRST303',
      message: 'JWT expired',
    });
  });

  it('refuses a role the database does not offer', async () => {
    const token = await signJwt(key, { role: 'postgres' });
    expect(await refusal({ authorization: `Bearer ${token}` })).toMatchObject({
      status: 401,
      code: '22023',
      message: 'role "postgres" does not exist',
    });
  });
});
