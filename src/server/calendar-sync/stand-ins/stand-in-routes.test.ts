import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveOAuthClient } from '../business-oauth-clients.ts';
import { standInPrefix } from '../oauth/provider-endpoints.ts';
import { testBox, testClient } from '../../test-support/oauth-calendars.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { paymentsEnv } from '../../test-support/test-payments.ts';
import { createTestTenant } from '../../test-support/test-tenants.ts';
import { testAccessToken } from '../../test-support/test-users.ts';

// The stand-ins are a developer tool (issue 37, point 4): where it is off, a test_ client is
// refused before anyone is sent anywhere, and the stand-ins' paths answer nothing but that.

describe.each(testDatabaseKinds)('calendar stand-ins turned off on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn(kind, {
      ...paymentsEnv,
      AUTH_AUTOCONFIRM: 'true',
      CALENDAR_TEST_PROVIDERS: '0',
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('refuses test_ clients with test_calendars_off, and serves none of the stand-ins', async () => {
    const tenant = await createTestTenant(server, `stand-ins-off-${kind}`);
    await saveOAuthClient(server.db, testBox, tenant.id, 'google', testClient);
    const start = await fetch(
      `${server.url}/calendar/v1/oauth/google/start?tenant_id=${tenant.id}`,
      { headers: { Authorization: `Bearer ${await testAccessToken(server, tenant.staff.id)}` } },
    );
    expect(start.status).toBe(409);
    expect(await start.json()).toMatchObject({ code: 'test_calendars_off' });
    for (const path of ['/google/o/oauth2/v2/auth', '/google/token', '/microsoft/v1.0/me']) {
      const answer = await fetch(`${server.url}${standInPrefix}${path}`);
      expect(answer.status, path).toBe(409);
    }
  });
});
