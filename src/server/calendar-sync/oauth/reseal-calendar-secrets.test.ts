import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../payments/secret-box.ts';
import { saveOAuthClient } from '../business-oauth-clients.ts';
import { connectionContext, oauthClientContext } from '../connection-secrets.ts';
import { resealCalendarSecrets } from './reseal-calendar-secrets.ts';
import { quietLogger } from '../../test-support/oauth-calendars.ts';
import { startTestServerOn, type TestServer } from '../../test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../test-support/test-database.ts';
import { paymentsEnv } from '../../test-support/test-payments.ts';
import { createTestTenant, type TestTenant } from '../../test-support/test-tenants.ts';

// After the payments key changes, the calendar secrets sealed under the previous key are sealed
// again under the new one at start (docs/decisions/0050), so the previous key may then go.

describe.each(testDatabaseKinds)('calendar secrets after a key change on %s', (kind) => {
  let server: TestServer;
  let tenant: TestTenant;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const oldBox = secretBox(oldKey);
  beforeAll(async () => {
    server = await startTestServerOn(kind, { ...paymentsEnv, AUTH_AUTOCONFIRM: 'true' });
    tenant = await createTestTenant(server, `reseal-${kind}`);
  }, 120_000);
  afterAll(() => server?.stop());

  /** A connection whose secrets `box` sealed. */
  async function connection(box: ReturnType<typeof secretBox>, provider: string, account: string) {
    const id = randomUUID();
    const { rows } = await server.db.query<{ id: string }>(
      `select calendars.add_connection($1, $2, calendars.staff_of_user($1, $3), $4, $5, null, $6, $7,
         now() + interval '1 hour', '[]'::jsonb) as id`,
      [
        tenant.id,
        id,
        tenant.staff.id,
        provider,
        account,
        box.seal('refresh-token', connectionContext(tenant.id, id, 'secret')),
        box.seal('access-token', connectionContext(tenant.id, id, 'access')),
      ],
    );
    return rows[0]?.id ?? '';
  }
  const sealedOf = async (id: string) =>
    (
      await server.db.query<{ secret_sealed: Uint8Array; access_token_sealed: Uint8Array }>(
        'select secret_sealed, access_token_sealed from calendars.connections where tenant_id = $1 and id = $2',
        [tenant.id, id],
      )
    ).rows[0];

  it('seals again what only the previous key opens, and leaves what no key opens', async () => {
    await saveOAuthClient(server.db, oldBox, tenant.id, 'google', {
      client_id: 'app',
      client_secret: 'app-secret',
    });
    const moved = await connection(oldBox, 'google', 'ada@example.test');
    const lost = await connection(secretBox(randomBytes(32)), 'microsoft', 'bob@example.test');
    const lostBefore = await sealedOf(lost);

    await resealCalendarSecrets(server.db, secretBox(newKey, [oldKey]), quietLogger);

    const newOnly = secretBox(newKey);
    const { rows } = await server.db.query<{ client_secret_sealed: Uint8Array }>(
      `select client_secret_sealed from calendars.oauth_clients where tenant_id = $1 and provider = 'google'`,
      [tenant.id],
    );
    expect(
      newOnly.open(
        rows[0]?.client_secret_sealed ?? new Uint8Array(),
        oauthClientContext(tenant.id, 'google'),
      ),
    ).toBe('app-secret');
    const sealed = await sealedOf(moved);
    expect(
      newOnly.open(
        sealed?.secret_sealed ?? new Uint8Array(),
        connectionContext(tenant.id, moved, 'secret'),
      ),
    ).toBe('refresh-token');
    expect(
      newOnly.open(
        sealed?.access_token_sealed ?? new Uint8Array(),
        connectionContext(tenant.id, moved, 'access'),
      ),
    ).toBe('access-token');
    expect(await sealedOf(lost)).toEqual(lostBefore);

    // Sealed under the current key, nothing is sealed again.
    await resealCalendarSecrets(server.db, secretBox(newKey, [oldKey]), quietLogger);
    expect(await sealedOf(moved)).toEqual(sealed);
  });
});
