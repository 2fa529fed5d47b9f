import { generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSigningKey, type SigningKey } from '../auth/signing-key.ts';
import { createJwtVerifier } from '../auth/verify-jwt.ts';
import { signObjectToken, verifyObjectToken } from './signed-url-token.ts';
import { StorageError } from './storage-error.ts';

async function newKey(): Promise<SigningKey> {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  return parseSigningKey(JSON.stringify(jwk));
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StorageError) return `${error.code}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

describe('signed URL tokens', () => {
  let key: SigningKey;
  beforeAll(async () => {
    key = await newKey();
  });

  it('opens exactly the object it names, for its purpose', async () => {
    const verify = createJwtVerifier([key]);
    const token = await signObjectToken(key, { url: 'b/a.pdf', expiresIn: 60 });
    await expect(verifyObjectToken(verify, token, 'b/a.pdf', 'download')).resolves.toEqual({
      upsert: false,
      uploader: undefined,
    });
    expect(await refusal(verifyObjectToken(verify, token, 'b/other.pdf', 'download'))).toMatch(
      /^InvalidSignature/,
    );
    expect(await refusal(verifyObjectToken(verify, token, 'b/a.pdf', 'upload'))).toMatch(
      /^InvalidSignature/,
    );
  });

  it('carries the uploader of a signed upload URL', async () => {
    const verify = createJwtVerifier([key]);
    const uploader = { role: 'authenticated' as const, sub: 'u1' };
    const token = await signObjectToken(key, {
      url: 'b/a.pdf',
      expiresIn: 60,
      upload: { upsert: true, uploader },
    });
    await expect(verifyObjectToken(verify, token, 'b/a.pdf', 'upload')).resolves.toEqual({
      upsert: true,
      uploader,
    });
  });

  it('refuses lapsed, forged and missing tokens', async () => {
    const verify = createJwtVerifier([key]);
    for (const expiresIn of [-60, -5]) {
      const lapsed = await signObjectToken(key, { url: 'b/a', expiresIn });
      expect(await refusal(verifyObjectToken(verify, lapsed, 'b/a', 'download'))).toMatch(
        /^ExpiredToken/,
      );
    }
    const forged = await signObjectToken(await newKey(), { url: 'b/a', expiresIn: 60 });
    expect(await refusal(verifyObjectToken(verify, forged, 'b/a', 'download'))).toMatch(
      /^InvalidSignature/,
    );
    expect(await refusal(verifyObjectToken(verify, undefined, 'b/a', 'download'))).toMatch(/token/);
  });
});
