import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../sign-jwt.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import {
  keyClient,
  passwordSignUp,
  serviceRoleClient,
} from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

/** The status each API answers a bearer token with: data API, storage, auth (user and admin). */
async function statuses(server: TestServer, token: string): Promise<number[]> {
  const headers = { apikey: server.apiKeys.anon, Authorization: `Bearer ${token}` };
  const paths = ['/rest/v1/tenants?select=id', '/storage/v1/bucket', '/auth/v1/user'];
  const admin = '/auth/v1/admin/users';
  return Promise.all(
    [...paths, admin].map(
      async (path) => (await fetch(`${server.url}${path}`, { headers })).status,
    ),
  );
}

describe.each(testDatabaseKinds)('token claims on every API, on %s', (kind) => {
  let server: TestServer;
  let session: Record<string, unknown>;
  const now = () => Math.floor(Date.now() / 1000);
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true' });
    const client = await passwordSignUp(server, 'claims@example.com');
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    session = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  });
  afterAll(() => server.stop());
  const sign = (claims: Record<string, unknown>) => signJwt(server.signingKey, claims);

  it('accepts what the auth service issues, and the keys', async () => {
    expect((await statuses(server, await sign(session))).slice(0, 3)).toEqual([200, 200, 200]);
    expect((await statuses(server, server.apiKeys.serviceRole))[3]).toBe(200);
  });

  it('refuses a wrong or missing audience, issuer or expiry alike on /rest/v1, /storage/v1 and /auth/v1', async () => {
    const variants = [
      { ...session, aud: 'somebody-else' },
      { ...session, aud: undefined },
      { ...session, exp: undefined },
      { ...session, iss: 'https://elsewhere.example/auth/v1' },
      { ...session, iss: undefined },
    ];
    for (const claims of variants) {
      const [rest, storage, user] = await statuses(server, await sign(claims));
      expect([rest, storage, user]).toEqual([401, 400, 403]);
    }
  });

  it('accepts the API keys of Supabase’s CLI (iss supabase-demo), as GoTrue and PostgREST do', async () => {
    // The CLI's keys, signed with our key: the claims `supabase start` prints.
    const cli = { iss: 'supabase-demo', exp: 1983812996 };
    const serviceRole = await sign({ ...cli, role: 'service_role' });
    const anon = await sign({ ...cli, role: 'anon' });
    const admin = keyClient(server, { key: serviceRole }).auth.admin;
    const listed = await admin.listUsers();
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((user) => user.email)).toContain('claims@example.com');
    const [rest, storage, , adminStatus] = await statuses(server, serviceRole);
    expect([rest, storage, adminStatus]).toEqual([200, 200, 200]);
    const read = await keyClient(server, { key: anon }).from('tenant_directory').select('slug');
    expect(read.error).toBeNull();
    const [anonRest, , , anonAdmin] = await statuses(server, anon);
    expect([anonRest, anonAdmin]).toEqual([401, 403]);
  });

  it('never takes a role past the three request roles, nor a key without exp', async () => {
    const key = { iss: 'supabase', role: 'service_role', exp: now() + 60 };
    for (const claims of [
      { ...key, role: 'postgres' },
      { ...key, role: 'supabase_admin' },
      { ...key, exp: undefined },
    ]) {
      const [rest, storage, , admin] = await statuses(server, await sign(claims));
      expect([rest, storage, admin]).toEqual([401, 400, 403]);
    }
    const response = await fetch(`${server.url}/rest/v1/tenants`, {
      headers: { apikey: await sign({ ...key, role: 'postgres' }) },
    });
    expect(await response.json()).toMatchObject({
      code: 'PGRST303',
      message: 'JWT invalid claim: role',
    });
  });

  it('refuses a signed URL token and an upload URL token as bearer tokens', async () => {
    const storage = serviceRoleClient(server).storage;
    await storage.createBucket('claims');
    await storage.from('claims').upload('a.txt', new Blob(['a']), { contentType: 'text/plain' });
    const signed = await storage.from('claims').createSignedUrl('a.txt', 60);
    const download = new URL(signed.data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const upload = (await storage.from('claims').createSignedUploadUrl('b.txt')).data?.token ?? '';
    for (const token of [download, upload]) {
      const [rest, storageStatus, user, admin] = await statuses(server, token);
      expect([rest, storageStatus, user, admin]).toEqual([401, 400, 403, 403]);
    }
  });
});
