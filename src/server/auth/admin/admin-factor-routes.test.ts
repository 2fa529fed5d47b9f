import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { serviceRoleClient, testClient } from '../../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';

describe.each(testDatabaseKinds)('admin factor endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => server.stop());

  it('lists a user’s factors and removes one, lowering the sessions it raised', async () => {
    const user = testClient(server);
    const signedUp = await user.auth.signUp({
      email: 'lost-phone@example.com',
      password: 'pw123456',
    });
    const userId = signedUp.data.user?.id ?? '';
    const admin = serviceRoleClient(server).auth.admin;
    expect((await admin.mfa.listFactors({ userId })).data).toEqual({ factors: [] });

    const { data: enrolled } = await user.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = enrolled?.id ?? '';
    const code = new TOTP({ secret: Secret.fromBase32(enrolled?.totp.secret ?? '') }).generate();
    expect((await user.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' }),
    ]);

    const deleted = await admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    // auth-js 2.109 hands back its request's own `{ data, error }` as `data` here.
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    expect((await admin.mfa.listFactors({ userId })).data).toEqual({ factors: [] });
    // The user's session raised by that factor is aal1 again at its next refresh.
    const refreshed = await user.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await user.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('refuses unknown users and factors, and callers without the service key', async () => {
    const admin = serviceRoleClient(server).auth.admin;
    const nobody = '00000000-0000-4000-8000-000000000000';
    const list = await admin.mfa.listFactors({ userId: nobody });
    expect(list.error).toMatchObject({ status: 404, code: 'user_not_found' });

    const user = testClient(server);
    const signedUp = await user.auth.signUp({
      email: 'no-factor@example.com',
      password: 'pw123456',
    });
    const userId = signedUp.data.user?.id ?? '';
    const missing = await admin.mfa.deleteFactor({ userId, id: nobody });
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });

    const response = await fetch(`${server.url}/auth/v1/admin/users/${userId}/factors`, {
      headers: {
        apikey: server.apiKeys.anon,
        Authorization: `Bearer ${(await user.auth.getSession()).data.session?.access_token}`,
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'not_admin' });
  });
});
