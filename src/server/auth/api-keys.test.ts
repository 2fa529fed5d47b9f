import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMigratedTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.ts';
import { loadApiKeys } from './api-keys.ts';
import { loadSigningKeys } from './signing-key.ts';
import { createJwtVerifier } from './verify-jwt.ts';

describe.each(testDatabaseKinds)('loadApiKeys on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it('issues long-lived anon and service_role JWTs that our verifier accepts', async () => {
    const [key] = await loadSigningKeys(test.db, undefined);
    const keys = await loadApiKeys(test.db, key);
    const verify = createJwtVerifier([key]);
    expect(await verify(keys.anon)).toMatchObject({ role: 'anon', iss: 'supabase' });
    expect(await verify(keys.serviceRole)).toMatchObject({ role: 'service_role' });
    expect(decodeProtectedHeader(keys.anon)).toEqual({ alg: 'ES256', kid: key.kid, typ: 'JWT' });
    const { iat = 0, exp = 0 } = decodeJwt(keys.anon);
    expect(exp - iat).toBeGreaterThan(9 * 365 * 24 * 3600);
  });

  it('gives the same keys on every start', async () => {
    const [key] = await loadSigningKeys(test.db, undefined);
    expect(await loadApiKeys(test.db, key)).toEqual(await loadApiKeys(test.db, key));
  });
});
