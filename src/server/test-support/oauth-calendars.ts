import { pino } from 'pino';
import { saveOAuthClient, type OAuthProvider } from '../calendar-sync/business-oauth-clients.ts';
import { connectionContext } from '../calendar-sync/connection-secrets.ts';
import { accountOpener, type OpenAccount } from '../calendar-sync/open-account.ts';
import { standInPrefix } from '../calendar-sync/oauth/provider-endpoints.ts';
import { secretBox } from '../payments/secret-box.ts';
import type { TestServer } from './start-test-server.ts';
import type { TestTenant } from './test-tenants.ts';
import { testPaymentsKeyHex } from './test-payments.ts';
import { testAccessToken } from './test-users.ts';

// Google and Microsoft accounts at the embedded stand-ins, connected the way a staff member
// connects one: the business's test_ OAuth client saved, the consent page answered over HTTP,
// the browser's redirect to the callback followed.

/** The box the test servers seal with (paymentsEnv), to open what they sealed. */
export const testBox = secretBox(Buffer.from(testPaymentsKeyHex, 'hex'));

export const testClient = { client_id: 'test_calendar_app', client_secret: 'test-secret-42' };

/** Where a redirect sends the browser. */
const location = (response: Response) => response.headers.get('Location') ?? '';

/**
 * Runs the consent flow for the tenant's staff member with `login` as the account; answers
 * where the callback finally sent the browser.
 */
export async function consentAs(
  server: TestServer,
  tenant: TestTenant,
  provider: OAuthProvider,
  options: { login: string; decision?: 'allow' | 'deny' },
): Promise<URL> {
  const token = await testAccessToken(server, tenant.staff.id);
  const start = await fetch(
    `${server.url}/calendar/v1/oauth/${provider}/start?tenant_id=${tenant.id}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (start.status !== 200) throw new Error(`start: ${start.status} ${await start.text()}`);
  const consent = new URL(((await start.json()) as { url: string }).url);
  const page = await fetch(consent);
  if (page.status !== 200) throw new Error(`consent page: ${page.status}`);
  const form = new URLSearchParams(
    ['client_id', 'redirect_uri', 'state', 'scope'].map((name) => [
      name,
      consent.searchParams.get(name) ?? '',
    ]),
  );
  form.set('login', options.login);
  form.set('decision', options.decision ?? 'allow');
  const answered = await fetch(consent, { method: 'POST', body: form, redirect: 'manual' });
  const callback = await fetch(location(answered), { redirect: 'manual' });
  if (callback.status !== 302) throw new Error(`callback: ${callback.status}`);
  return new URL(location(callback));
}

/** Saves the business's test OAuth client and connects `login`; answers the connection's id. */
export async function connectStandIn(
  server: TestServer,
  tenant: TestTenant,
  provider: OAuthProvider,
  login: string,
): Promise<string> {
  await saveOAuthClient(server.db, testBox, tenant.id, provider, testClient);
  const landed = await consentAs(server, tenant, provider, { login });
  if (landed.searchParams.get('connected') !== provider) {
    throw new Error(`not connected: ${landed.href}`);
  }
  const { rows } = await server.db.query<{ id: string }>(
    'select id from calendars.connections where tenant_id = $1 and provider = $2 and account = $3',
    [tenant.id, provider, login],
  );
  return rows[0]?.id ?? '';
}

/** The connection's refresh token, as the server sealed it. */
export async function refreshTokenOf(server: TestServer, tenantId: string, connectionId: string) {
  const { rows } = await server.db.query<{ secret_sealed: Uint8Array }>(
    'select secret_sealed from calendars.connections where tenant_id = $1 and id = $2',
    [tenantId, connectionId],
  );
  return testBox.open(
    rows[0]?.secret_sealed ?? new Uint8Array(),
    connectionContext(tenantId, connectionId, 'secret'),
  );
}

/** A fresh access token of the account from the stand-in's token endpoint, over HTTP. */
export async function standInAccessToken(
  server: TestServer,
  provider: OAuthProvider,
  refreshToken: string,
): Promise<string> {
  const path = provider === 'google' ? 'google/token' : 'microsoft/common/oauth2/v2.0/token';
  const answer = await fetch(`${server.url}${standInPrefix}/${path}`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      ...testClient,
    }),
  });
  if (answer.status !== 200) throw new Error(`token: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Opens stored connections as the workers do, calling the stand-ins through the server over HTTP. */
export function testAccountOpener(server: TestServer): OpenAccount {
  return accountOpener({
    db: server.db,
    box: testBox,
    addressPolicy: { allowLoopback: true, deployment: false },
    send: (request) => {
      const url = new URL(request.url);
      return fetch(new Request(`${server.url}${url.pathname}${url.search}`, request));
    },
  });
}

export const quietLogger = pino({ level: 'silent' });
