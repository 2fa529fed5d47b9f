import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import {
  loadSigningKeys,
  parseSigningKey,
  rotateSigningKey,
  SigningKeyError,
} from './signing-key.ts';

const ecKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;

describe('parseSigningKey', () => {
  it('reads a PKCS#8 PEM, also with escaped newlines, and names it by thumbprint', async () => {
    const pem = ecKey().export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = await parseSigningKey(pem);
    expect(key.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key.publicJwk).not.toHaveProperty('d');
    expect((await parseSigningKey(pem.replaceAll('\n', '\\n'))).kid).toBe(key.kid);
  });

  it('reads a private JWK and keeps its kid', async () => {
    const jwk = { ...ecKey().export({ format: 'jwk' }), kid: 'my-key-1' };
    const key = await parseSigningKey(JSON.stringify(jwk));
    expect(key.kid).toBe('my-key-1');
    expect(key.publicJwk.kid).toBe('my-key-1');
  });

  it('refuses keys that cannot sign ES256', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await expect(
      parseSigningKey(rsa.export({ format: 'pem', type: 'pkcs8' }).toString()),
    ).rejects.toThrow('must be an EC P-256 private key');
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey;
    await expect(parseSigningKey(JSON.stringify(p384.export({ format: 'jwk' })))).rejects.toThrow(
      SigningKeyError,
    );
    await expect(parseSigningKey('not a key')).rejects.toThrow('neither a PEM private key');
    const publicOnly = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    await expect(
      parseSigningKey(JSON.stringify(publicOnly.export({ format: 'jwk' }))),
    ).rejects.toThrow(SigningKeyError);
  });
});

describe.each(testDatabaseKinds)('loadSigningKeys on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it('generates a key on first start and keeps it for the next', async () => {
    const [first] = await loadSigningKeys(test.db, undefined);
    const again = await loadSigningKeys(test.db, undefined);
    expect(again).toHaveLength(1);
    expect(again[0].kid).toBe(first.kid);
    expect(again[0].publicJwk).toEqual(first.publicJwk);
  });

  it('creates one key even when instances start together', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => loadSigningKeys(test.db, undefined)));
    expect(new Set(keys.map(([key]) => key.kid)).size).toBe(1);
    const { rows } = await test.db.query('select kid from platform.signing_keys');
    expect(rows).toHaveLength(1);
  });

  it('signs with a rotated-in key and keeps the ones before it for checking', async () => {
    const [before] = await loadSigningKeys(test.db, undefined);
    const rotated = await rotateSigningKey(test.db);
    const keys = await loadSigningKeys(test.db, undefined);
    expect(keys.map((key) => key.kid)).toEqual([rotated.kid, before.kid]);
    const newest = await rotateSigningKey(test.db);
    expect((await loadSigningKeys(test.db, undefined)).map((key) => key.kid)).toEqual([
      newest.kid,
      rotated.kid,
      before.kid,
    ]);
  });

  it('uses the configured key alone instead of the stored ones', async () => {
    const jwk = JSON.stringify({ ...ecKey().export({ format: 'jwk' }), kid: 'configured' });
    expect((await loadSigningKeys(test.db, jwk)).map((key) => key.kid)).toEqual(['configured']);
  });
});
