import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverStarted, spawnServer } from './test-support/server-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const settings = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '0' };

const start = (env: Record<string, string> = {}) => spawnServer({ DATA_DIR: dataDir, ...env });

describe('the server process', () => {
  it('keeps its data across a clean stop and refuses a second process on the same DATA_DIR', async () => {
    const first = start();
    const { url, anonKey } = await serverStarted(first);
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // The keys live in the database, so the same key after a restart proves the rows were kept.
    const restarted = start();
    const again = await serverStarted(restarted);
    expect(again.serviceKey).toMatch(/^ey/);
    expect(again.anonKey).toBe(anonKey);
    const config = (await (await fetch(`${again.url}/config.json`)).json()) as { anonKey: string };
    expect(config.anonKey).toBe(anonKey);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);

    // A deployment prints no secret (its output is its log); the command shows the keys.
    const deployed = start({
      SITE_URL: 'https://book.example.com',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENTS_ENCRYPTION_KEY: '7a'.repeat(32),
    });
    const { url: deployedUrl } = await serverStarted(deployed);
    expect((await fetch(`${deployedUrl}/health`)).status).toBe(200);
    expect(deployed.output()).toMatch(/Deployment: +listening on 127\.0\.0\.1/);
    expect(deployed.output()).toMatch(/Developer tools: +none/);
    expect(deployed.output()).toMatch(new RegExp(`Files: +${path.join(dataDir, 'storage')}`));
    expect(deployed.output()).toMatch(/service_role key: +not printed in a deployment/);
    deployed.child.kill('SIGTERM');
    expect(await deployed.exited).toBe(0);
    expect(deployed.output()).not.toContain(again.serviceKey);

    const keys = spawn(process.execPath, ['--import', 'tsx', 'src/server/print-api-keys.ts'], {
      env: { ...process.env, ...settings },
    });
    let printed = '';
    keys.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    expect(await new Promise((resolve) => keys.on('exit', resolve))).toBe(0);
    expect(printed).toContain(`anon key:          ${anonKey}`);
    expect(printed).toContain(`service_role key:  ${again.serviceKey}`);
  }, 240_000);

  it('refuses to start a deployment without its settings, naming each', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...settings, HOST: '0.0.0.0' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(stderr).toMatch(
      /A deployment[\s\S]*SMTP_URL[\s\S]*SITE_URL[\s\S]*PAYMENTS_ENCRYPTION_KEY/,
    );
  });

  it('refuses to start when its bucket does not answer, naming the settings to check', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        ...settings,
        STORAGE_BACKEND: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(stderr).toMatch(
      /^STORAGE_BACKEND=s3: the bucket files at http:\/\/127\.0\.0\.1:9 does not answer: .*Check S3_BUCKET, S3_REGION, S3_ENDPOINT/,
    );
  });

  it('refuses to start with a clear message when a setting is invalid', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(stderr).toMatch(/Invalid configuration:\s+PORT/);
  });
});
