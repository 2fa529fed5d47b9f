import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  startTestServerOn,
  type TestServer,
} from '../../test-support/start-test-server.ts';
import {
  keyClient,
  passwordSignIn,
  passwordSignUp,
  serviceRoleClient,
} from '../../test-support/supabase-client.ts';
import { createPostgresTestDatabase, testDatabaseKinds } from '../../test-support/test-database.ts';

/** Whether this access token still reads the data API and storage, as supabase-js calls them. */
async function reads(server: TestServer, accessToken: string): Promise<boolean[]> {
  const client = keyClient(server, { accessToken });
  const rest = await client.from('tenants').select('id').limit(1);
  const storage = await client.storage.listBuckets();
  return [rest.error === null, storage.error === null];
}

/** How long until both APIs refuse the token (at most 5 s, then the test fails). */
async function msUntilRefused(server: TestServer, accessToken: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [rest, storage] = await reads(server, accessToken);
    if (!rest && !storage) return Date.now() - started;
    if (Date.now() - started > 5000)
      throw new Error(`still accepted: rest ${rest}, storage ${storage}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tokenOf = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session?.access_token ?? '';

let emails = 0;
const newEmail = () => `ended-${(emails += 1)}@example.com`;

describe.each(testDatabaseKinds)('an ended session on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      AUTH_AUTOCONFIRM: 'true',
      REFRESH_TOKEN_REUSE_INTERVAL: '0',
    });
  });
  afterAll(() => server.stop());

  it('is refused by /rest/v1 and /storage/v1 within 5 s of signing out everywhere', async () => {
    const email = newEmail();
    const device = await passwordSignUp(server, email);
    const token = await tokenOf(device);
    const other = await passwordSignIn(server, email);
    const otherToken = await tokenOf(other);
    expect(await reads(server, token)).toEqual([true, true]);
    expect((await other.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect(await msUntilRefused(server, token)).toBeLessThan(5000);
    expect(await reads(server, otherToken)).toEqual([false, false]);
    const refusal = await keyClient(server, { accessToken: token }).from('tenants').select('id');
    expect(refusal.error).toMatchObject({ code: 'PGRST303', message: 'JWT session has ended' });
  });

  it('is refused at once by the server it was signed out through', async () => {
    const device = await passwordSignUp(server, newEmail());
    const token = await tokenOf(device);
    expect(await reads(server, token)).toEqual([true, true]);
    expect((await device.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await reads(server, token)).toEqual([false, false]);
  });

  it('is refused once its refresh-token family is revoked for reuse', async () => {
    const device = await passwordSignUp(server, newEmail());
    const { data } = await device.auth.getSession();
    const refreshToken = data.session?.refresh_token ?? '';
    const refresh = () =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: server.apiKeys.anon, 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
    const rotated = (await (await refresh()).json()) as { access_token: string };
    expect(await reads(server, rotated.access_token)).toEqual([true, true]);
    expect((await refresh()).status).toBe(400);
    expect(await msUntilRefused(server, rotated.access_token)).toBeLessThan(5000);
  });

  it('is refused once the user is banned, through the admin API or by SQL alone', async () => {
    const device = await passwordSignUp(server, newEmail());
    const id = (await device.auth.getUser()).data.user?.id ?? '';
    const admin = serviceRoleClient(server).auth.admin;
    expect((await admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    expect(await msUntilRefused(server, await tokenOf(device))).toBeLessThan(5000);

    const banned = await passwordSignUp(server, newEmail());
    const token = await tokenOf(banned);
    const bannedId = (await banned.auth.getUser()).data.user?.id ?? '';
    expect(await reads(server, token)).toEqual([true, true]);
    // An operator's statement: the sessions stay, the ban alone must end them.
    await server.db.query(
      `update auth.users set banned_until = now() + interval '1 hour' where id = $1`,
      [bannedId],
    );
    expect(await msUntilRefused(server, token)).toBeLessThan(5000);
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.apiKeys.anon, Authorization: `Bearer ${token}` },
    });
    expect([user.status, ((await user.json()) as { error_code: string }).error_code]).toEqual([
      403,
      'user_banned',
    ]);
    await server.db.query('update auth.users set banned_until = null where id = $1', [bannedId]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await reads(server, token)).toEqual([true, true]);
  });

  it('is refused once the user is deleted', async () => {
    const device = await passwordSignUp(server, newEmail());
    const token = await tokenOf(device);
    const id = (await device.auth.getUser()).data.user?.id ?? '';
    expect(await reads(server, token)).toEqual([true, true]);
    expect((await serviceRoleClient(server).auth.admin.deleteUser(id)).error).toBeNull();
    expect(await msUntilRefused(server, token)).toBeLessThan(5000);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))(
  'two server processes on one PostgreSQL',
  () => {
    let first: TestServer;
    let second: TestServer;
    let dropDatabase: () => Promise<void>;
    beforeAll(async () => {
      const database = await createPostgresTestDatabase('migrated');
      dropDatabase = database.drop;
      // Behind one address, as a load balancer would put them: one issuer for both.
      const env = {
        AUTH_AUTOCONFIRM: 'true',
        DATABASE_URL: database.url,
        API_EXTERNAL_URL: 'http://api.example.test',
      };
      first = await startTestServer(env, 'empty');
      second = await startTestServer(env, 'empty');
    });
    afterAll(async () => {
      await first.stop();
      await second.stop();
      await dropDatabase();
    });

    it('refuses on one a session ended through the other, within 5 s', async () => {
      const device = await passwordSignUp(first, newEmail());
      const token = await tokenOf(device);
      expect(await reads(second, token)).toEqual([true, true]);
      expect((await device.auth.signOut()).error).toBeNull();
      const elapsed = await msUntilRefused(second, token);
      expect(elapsed).toBeLessThan(5000);
    });
  },
);
