import { spawn } from 'node:child_process';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccount } from '../payments/payment-accounts.ts';
import { paymentsBox } from '../payments/secret-box.ts';
import { keptTestDatabase, type KeptDatabase } from '../test-support/kept-database.ts';
import type { TestServer } from '../test-support/start-test-server.ts';
import { passwordSignIn, passwordSignUp } from '../test-support/supabase-client.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';
import { signedEventStatus } from '../test-support/test-payments.ts';

// Rotating the JWT signing key kept in the database, the documented way (docs/decisions/0050):
// `npm run rotate-signing-key`, then a restart. Tokens and API keys signed before stay valid
// until their key is removed, and the payment secrets sealed under a key derived from the old
// signing key are sealed again, so removing it loses nothing.

/** What `npm run rotate-signing-key` runs, on the database these settings name. */
function rotateSigningKey(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/rotate-signing-key.ts'], {
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe.each(testDatabaseKinds)('rotating the JWT signing key on %s', (kind) => {
  // One public address across restarts, as in a deployment: the issuer stays the same.
  const settings = { AUTH_AUTOCONFIRM: 'true', API_EXTERNAL_URL: 'http://api.rotation.test' };
  const email = `rotation-${kind}@example.com`;
  let kept: KeptDatabase;
  let server: TestServer | undefined;
  let before: { kid: string; anonKey: string; accessToken: string };
  let tenantId: string;
  let webhookSecret: string;
  beforeAll(async () => {
    kept = await keptTestDatabase(kind);
    const first = await kept.start(settings);
    server = first;
    const owner = await passwordSignUp(first, email);
    const accessToken = (await owner.auth.getSession()).data.session?.access_token ?? '';
    const created = await owner.rpc('create_tenant', {
      name: 'Rotating Studio',
      slug: `rotating-${kind}`,
      time_zone: 'Europe/London',
      currency: 'GBP',
    });
    tenantId = (created.data as { id: string }).id;
    const connected = await fetch(`${first.url}/payments/v1/accounts/${tenantId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'test' }),
    });
    expect(connected.status).toBe(200);
    // No PAYMENTS_ENCRYPTION_KEY: the secrets are sealed under a key derived from the signing key.
    const box = paymentsBox({ current: undefined, previous: [] }, [first.signingKey.privateKey]);
    webhookSecret = (await loadAccount(first.db, box, tenantId))?.webhookSecret ?? '';
    before = { kid: first.signingKey.kid, anonKey: first.apiKeys.anon, accessToken };
    await first.stop();
    server = undefined;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await kept.remove();
  });

  const restart = async () => {
    await server?.stop();
    server = await kept.start(settings);
    return server;
  };
  const userStatus = async (running: TestServer, apikey: string, accessToken: string) =>
    (
      await fetch(`${running.url}/auth/v1/user`, {
        headers: { apikey, Authorization: `Bearer ${accessToken}` },
      })
    ).status;
  const restStatus = async (running: TestServer, apikey: string) =>
    (await fetch(`${running.url}/rest/v1/tenant_directory?select=slug`, { headers: { apikey } }))
      .status;

  it('adds a key with the command, which signs from the next start', async () => {
    const rotated = await rotateSigningKey(kept.env);
    expect(rotated.output).toContain(`stay valid`);
    expect(rotated.code).toBe(0);
    const running = await restart();
    expect(running.signingKey.kid).not.toBe(before.kid);
    expect(rotated.output).toContain(`New JWT signing key: ${running.signingKey.kid}`);
    const jwks = (await (await fetch(`${running.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((key) => key.kid)).toEqual([running.signingKey.kid, before.kid]);
    const signedIn = await passwordSignIn(running, email);
    const token = (await signedIn.auth.getSession()).data.session?.access_token ?? '';
    expect(decodeProtectedHeader(token).kid).toBe(running.signingKey.kid);
  });

  it('keeps accepting the access tokens and API keys signed before', async () => {
    const running = server as TestServer;
    expect(running.apiKeys.anon).not.toBe(before.anonKey);
    expect(await userStatus(running, before.anonKey, before.accessToken)).toBe(200);
    expect(await restStatus(running, before.anonKey)).toBe(200);
    expect(await restStatus(running, running.apiKeys.anon)).toBe(200);
  });

  it('seals the payment secrets again under the new key, so they still open', async () => {
    const running = server as TestServer;
    expect(running.logs).toContainEqual(
      expect.objectContaining({
        msg: 'payment secrets sealed again with the current key',
        tenants: [tenantId],
      }),
    );
    expect(await signedEventStatus(running, tenantId, webhookSecret)).toBe(200);
  });

  it('refuses what the old key signed once it is removed, and loses no secret', async () => {
    await (server as TestServer).db.exec(`
      delete from platform.api_keys where kid = '${before.kid}';
      delete from platform.signing_keys where kid = '${before.kid}';`);
    const running = await restart();
    expect(await userStatus(running, running.apiKeys.anon, before.accessToken)).toBe(403);
    expect(await restStatus(running, before.anonKey)).toBe(401);
    expect(await signedEventStatus(running, tenantId, webhookSecret)).toBe(200);
  });
});
