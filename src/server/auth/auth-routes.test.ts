import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServerOn, type TestServer } from '../test-support/start-test-server.ts';

describe('the /auth/v1 service', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerOn('pglite');
  });
  afterAll(() => server.stop());

  const post = (path: string, body: string) =>
    fetch(`${server.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body,
    });

  it('answers /health as GoTrue does', async () => {
    const response = await fetch(`${server.url}/auth/v1/health`);
    expect(await response.json()).toEqual({
      version: expect.any(String),
      name: 'GoTrue',
      description: expect.any(String),
    });
  });

  it('lists its settings', async () => {
    const body = (await (await fetch(`${server.url}/auth/v1/settings`)).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      external: { email: true, phone: true, google: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });
  });

  it('refuses a body that is not JSON, a field of the wrong type and an oversized body', async () => {
    const notJson = await post('/signup', '{"email":');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'bad_json' });
    const wrongType = await post('/signup', '{"email": 5, "password": "correct horse"}');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ code: 'validation_failed' });
    const huge = await post('/signup', JSON.stringify({ data: { x: 'y'.repeat(1_100_000) } }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('still answers unknown paths with the JSON 404', async () => {
    const response = await fetch(`${server.url}/auth/v1/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error_code: 'not_found' });
  });
});
