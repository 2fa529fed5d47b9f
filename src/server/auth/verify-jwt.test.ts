import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from './sign-jwt.ts';
import { parseSigningKey, type SigningKey } from './signing-key.ts';
import { createJwtVerifier, type JwtVerifier } from './verify-jwt.ts';

const newKey = (kid: string) =>
  parseSigningKey(
    JSON.stringify({
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      kid,
    }),
  );
const now = () => Math.floor(Date.now() / 1000);

describe('createJwtVerifier', () => {
  let key: SigningKey;
  let verify: JwtVerifier;
  beforeAll(async () => {
    key = await newKey('ours');
    verify = createJwtVerifier([key]);
  });

  it('accepts any valid JWT we signed and returns its claims', async () => {
    const token = await signJwt(key, { role: 'service_role', iat: now(), exp: now() + 60 });
    expect(await verify(token)).toMatchObject({ role: 'service_role' });
  });

  it('refuses a token whose payload was changed', async () => {
    const token = await signJwt(key, { role: 'anon', exp: now() + 60 });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      reason: 'signature',
      message: 'Invalid JWT signature',
    });
  });

  it('refuses a token signed by another key, even with our kid', async () => {
    const other = await newKey('ours');
    await expect(verify(await signJwt(other, { role: 'anon' }))).rejects.toMatchObject({
      reason: 'signature',
    });
  });

  it('refuses alg none and symmetric algorithms', async () => {
    const unsigned = new UnsecuredJWT({ role: 'service_role' }).encode();
    await expect(verify(unsigned)).rejects.toMatchObject({ reason: 'malformed' });
    const hs256 = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256', kid: 'ours' })
      .sign(new TextEncoder().encode('a shared secret that is long enough!'));
    await expect(verify(hs256)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses an expired token, allowing 30 s of clock skew', async () => {
    const skewed = await signJwt(key, { role: 'anon', exp: now() - 10 });
    expect(await verify(skewed)).toMatchObject({ role: 'anon' });
    const expired = await signJwt(key, { role: 'anon', exp: now() - 120 });
    await expect(verify(expired)).rejects.toMatchObject({
      reason: 'expired',
      message: 'JWT expired',
    });
  });

  it('refuses a token that is not a JWT', async () => {
    await expect(verify('abc')).rejects.toMatchObject({ reason: 'malformed' });
  });
});
