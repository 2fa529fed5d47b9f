import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/start-test-server.ts';

const indexHtml = '<!doctype html><div id="root">Loading...</div>';
const appJs = 'console.log("app");'.repeat(50);

function writeWebDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(indexHtml));
  fs.writeFileSync(path.join(dir, 'assets/app-Dx81a2.js'), appJs);
  fs.writeFileSync(path.join(dir, 'assets/app-Dx81a2.js.br'), brotliCompressSync(appJs));
  return dir;
}

describe('the HTTP surface', () => {
  let server: TestServer;
  const webDir = writeWebDir();
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIR: webDir });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(server.url + pathname, { headers });

  it('reports the server and database state on /health', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', status: 'ok' },
    });
  });

  it('gives the SPA its supabase URL, anon key and the tools of a trial on /config.json', async () => {
    const response = await get('/config.json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      supabaseUrl: server.url,
      anonKey: server.apiKeys.anon,
      mailbox: true,
      testCalendars: true,
      testPayments: true,
    });
  });

  it('publishes the public key so clients can verify the keys it prints', async () => {
    const jwks = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', server.url));
    const { payload, protectedHeader } = await jwtVerify(server.apiKeys.serviceRole, jwks);
    expect(payload.role).toBe('service_role');
    expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: server.signingKey.kid });
    const body = (await (await get('/auth/v1/.well-known/jwks.json')).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(body.keys).toHaveLength(1);
    expect(body.keys[0]).toMatchObject({ use: 'sig', key_ops: ['verify'] });
    expect(body.keys[0]).not.toHaveProperty('d');
  });

  it.each([
    ['/auth/v1/nowhere', { error_code: 'not_found' }],
    ['/rest/v1/a/b', { code: 'PGRST125' }],
    ['/storage/v1/nowhere', { error: 'not_found' }],
    ['/functions/v1/missing', { code: 'NOT_FOUND' }],
  ])('answers unknown API path %s with a JSON 404, not the SPA', async (pathname, body) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject(body);
  });

  it('answers every screen path with index.html carrying the settings, never cached', async () => {
    for (const pathname of ['/', '/t/bookings/', '/client-access/register/private-options']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const page = await response.text();
      expect(page).toContain(indexHtml);
      const settings = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(
        page,
      );
      expect(JSON.parse(settings?.[1] ?? 'null')).toEqual({
        supabaseUrl: server.url,
        anonKey: server.apiKeys.anon,
        mailbox: true,
        testCalendars: true,
        testPayments: true,
      });
    }
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const response = await get('/assets/app-Dx81a2.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe(appJs);
  });

  it('answers a missing file with a 404, so a lost chunk is noticed', async () => {
    expect((await get('/assets/gone-123.js')).status).toBe(404);
  });

  it('writes one log line per request', async () => {
    await get('/health?probe=log');
    const lines = server.logs.filter((line) => line.msg === 'request' && line.path === '/health');
    expect(lines.at(-1)).toMatchObject({ method: 'GET', status: 200 });
    expect(typeof lines.at(-1)?.ms).toBe('number');
  });
});
