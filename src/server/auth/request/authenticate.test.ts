import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testClient } from '../../test-support/supabase-client.ts';
import { signJwt } from '../sign-jwt.ts';

describe('bearer tokens on authenticated routes', () => {
  let server: TestServer;
  let accessToken: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServerOn('pglite', { AUTH_AUTOCONFIRM: 'true' });
    const { data } = await testClient(server).auth.signUp({
      email: 'jwt@example.com',
      password: 'correct horse',
    });
    accessToken = data.session?.access_token ?? '';
    claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
  });
  afterAll(() => server.stop());

  const getUser = async (authorization: string | undefined, apiVersion = '2024-01-01') => {
    const headers: Record<string, string> = { apikey: server.apiKeys.anon };
    if (authorization !== undefined) headers.Authorization = authorization;
    if (apiVersion !== '') headers['X-Supabase-Api-Version'] = apiVersion;
    const response = await fetch(`${server.url}/auth/v1/user`, { headers });
    return { status: response.status, body: await response.json(), headers: response.headers };
  };
  const badJwt = {
    code: 'bad_jwt',
    message: expect.stringMatching(/^invalid JWT: unable to parse or verify signature, /),
  };

  it('accepts the access token it issued', async () => {
    const { status, body } = await getUser(`Bearer ${accessToken}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ email: 'jwt@example.com' });
  });

  it('answers 401 no_authorization without a bearer token', async () => {
    expect(await getUser(undefined)).toMatchObject({
      status: 401,
      body: { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
    });
  });

  it('refuses a bad signature, alg none, an expired exp and a wrong audience with 403 bad_jwt', async () => {
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const flipped = `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(server.signingKey, {
      ...claims,
      iat: now - 7200,
      exp: now - 3600,
    });
    const otherAudience = await signJwt(server.signingKey, { ...claims, aud: 'somebody-else' });
    for (const token of [flipped, none, expired, otherAudience]) {
      const result = await getUser(`Bearer ${token}`);
      expect(result.status).toBe(403);
      expect(result.body).toEqual(badJwt);
    }
  });

  it('refuses the anon key, which names no user', async () => {
    expect(await getUser(`Bearer ${server.apiKeys.anon}`)).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' },
    });
  });

  it('refuses a token of a deleted user', async () => {
    const { data } = await testClient(server).auth.signUp({
      email: 'gone@example.com',
      password: 'correct horse',
    });
    await server.db.query('delete from auth.users where id = $1', [data.user?.id]);
    expect(await getUser(`Bearer ${data.session?.access_token}`)).toMatchObject({
      status: 403,
      body: { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' },
    });
  });

  it('answers in the legacy shape without X-Supabase-Api-Version, and echoes it when sent', async () => {
    const legacy = await getUser(undefined, '');
    expect(legacy.body).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    const versioned = await getUser(undefined);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(versioned.headers.get('x-sb-error-code')).toBe('no_authorization');
  });
});
