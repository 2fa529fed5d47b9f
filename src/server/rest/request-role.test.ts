import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiTokenVerifier,
  type ApiTokenVerifier,
} from '../auth/api-token/api-token-verifier.ts';
import { SessionLiveness } from '../auth/api-token/session-liveness.ts';
import { signJwt } from '../auth/sign-jwt.ts';
import { parseSigningKey, type SigningKey } from '../auth/signing-key.ts';
import { createJwtVerifier } from '../auth/verify-jwt.ts';
import { createMigratedTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { resolveRequestIdentity } from './request-role.ts';

const url = 'http://api.test/rest/v1/items';
const issuer = 'http://api.test/auth/v1';

describe('resolveRequestIdentity', () => {
  let key: SigningKey;
  let verify: ApiTokenVerifier;
  let database: TestDatabase;
  beforeAll(async () => {
    const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      format: 'jwk',
    });
    key = await parseSigningKey(JSON.stringify(jwk));
    database = await createMigratedTestDatabase('pglite');
    const liveness = new SessionLiveness(database.db, {
      pollIntervalMs: 1000,
      lookBackMs: 5000,
      max: 100,
    });
    verify = createApiTokenVerifier(createJwtVerifier([key]), liveness, undefined);
  });
  afterAll(() => database.drop());
  const now = () => Math.floor(Date.now() / 1000);
  const apiKey = (role: string, claims: Record<string, unknown> = {}) =>
    signJwt(key, { iss: 'supabase', role, exp: now() + 60, ...claims });
  const resolve = (headers: Record<string, string>) => resolveRequestIdentity(headers, verify, url);
  const refusal = async (headers: Record<string, string>) => {
    try {
      await resolve(headers);
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
    expect(await resolve({})).toEqual({ role: 'anon', claims: { role: 'anon' } });
  });

  it("runs as the role of a valid token, from Authorization or apikey, and as a live session's user", async () => {
    const service = await apiKey('service_role');
    expect((await resolve({ apikey: service })).role).toBe('service_role');
    const {
      rows: [user],
    } = await database.db.query<{ id: string }>(
      'insert into auth.users default values returning id',
    );
    const {
      rows: [session],
    } = await database.db.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [user?.id],
    );
    const token = await signJwt(key, {
      iss: issuer,
      aud: 'authenticated',
      role: 'authenticated',
      sub: user?.id,
      session_id: session?.id,
      exp: now() + 60,
    });
    expect(await resolve({ authorization: `Bearer ${token}`, apikey: service })).toMatchObject({
      role: 'authenticated',
      claims: { sub: user?.id, role: 'authenticated' },
    });
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
      authorization: `Bearer ${await signJwt(other, { iss: 'supabase', role: 'service_role' })}`,
    });
    expect(forged).toMatchObject({
      code: 'PGRST301',
      message: 'JWT cryptographic operation failed',
    });
    expect(forged.headers['WWW-Authenticate']).toMatch(/^Bearer error="invalid_token"/);
    const expired = await apiKey('anon', { exp: now() - 3600 });
    expect(await refusal({ authorization: `Bearer ${expired}` })).toMatchObject({
      code: 'PGRST303',
      message: 'JWT expired',
    });
  });

  it('refuses a role the database must not take from a token, before any SET ROLE', async () => {
    for (const role of ['postgres', 'supabase_admin', undefined]) {
      expect(await refusal({ apikey: await apiKey(role as string) })).toMatchObject({
        status: 401,
        code: 'PGRST303',
        message: 'JWT invalid claim: role',
      });
    }
  });
});
