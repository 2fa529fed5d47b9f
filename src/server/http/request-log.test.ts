import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/start-test-server.ts';
import { serviceRoleClient } from '../test-support/supabase-client.ts';
import { createTestTenant, type TestTenant } from '../test-support/test-tenants.ts';

// Whoever reads the server's logs must not be able to open what the logged requests opened: a
// calendar feed, an unsubscribe link, a signed download, a card's authentication page.
describe('the request log', () => {
  let server: TestServer;
  let a: TestTenant;
  beforeAll(async () => {
    server = await startTestServer();
    a = await createTestTenant(server, 'quiet-logs');
  }, 60_000);
  afterAll(() => server.stop());

  const logged = () => JSON.stringify(server.logs);
  const requestLine = (path: string) =>
    server.logs.find((line) => line.msg === 'request' && line.path === path);

  it("keeps a calendar feed's token out, and says which feed path was read", async () => {
    const { data, error } = await a.client.client.rpc('new_calendar_link', { tenant_id: a.id });
    expect(error).toBeNull();
    const { token } = data as { token: string };
    expect((await fetch(`${server.url}/calendar/v1/feeds/${token}.ics`)).status).toBe(200);
    expect(requestLine('/calendar/v1/feeds/[redacted]')).toMatchObject({ status: 200 });
    expect(logged()).not.toContain(token);
  });

  it("keeps an unsubscribe link's token out", async () => {
    const { rows } = await server.db.query<{ token: string }>(
      'select messaging.unsubscribe_token($1, $2) as token',
      [a.id, a.client.clientId],
    );
    const token = rows[0]?.token ?? '';
    const response = await fetch(`${server.url}/client-access/unsubscribe?token=${token}`, {
      method: 'POST',
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(response.status).toBe(200);
    expect(requestLine('/client-access/unsubscribe')).toMatchObject({ status: 200 });
    expect(logged()).not.toContain(token);
  });

  it("keeps a signed download URL's token out", async () => {
    const storage = serviceRoleClient(server).storage;
    await storage.createBucket('quiet');
    await storage.from('quiet').upload('a.txt', new Blob(['a']), { contentType: 'text/plain' });
    const signed = await storage.from('quiet').createSignedUrl('a.txt', 60);
    const url = new URL(signed.data?.signedUrl ?? '');
    expect((await fetch(url)).status).toBe(200);
    expect(requestLine('/storage/v1/object/sign/quiet/a.txt')).toMatchObject({ status: 200 });
    expect(logged()).not.toContain(url.searchParams.get('token'));
  });

  it("keeps the payment of a test provider's authentication link out", async () => {
    const intent = 'pi_3QuietLogsAbCdEf1234';
    const response = await fetch(
      `${server.url}/payments/test-provider/authenticate/${a.id}/${intent}`,
      { method: 'POST', body: new URLSearchParams({ result: 'pass' }) },
    );
    expect(response.status).toBe(404);
    expect(requestLine(`/payments/test-provider/authenticate/${a.id}/[redacted]`)).toMatchObject({
      status: 404,
    });
    expect(logged()).not.toContain(intent);
  });

  it('keeps the API keys out', () => {
    expect(logged()).not.toContain(server.apiKeys.serviceRole);
    expect(logged()).not.toContain(server.apiKeys.anon);
  });
});
