import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function start(): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: '0',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForBanner(server: Started) {
  // A first start compiles the server and migrates a new database: on a busy machine that has
  // taken over a minute, so the wait is most of the test's three minutes.
  const deadline = Date.now() + 150_000;
  while (!/service_role key/.test(server.output())) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      throw new Error(`The server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const port = /running at http:\/\/localhost:(\d+)/.exec(server.output())?.[1];
  const anonKey = /anon key:\s+(\S+)/.exec(server.output())?.[1];
  return { url: `http://127.0.0.1:${port}`, anonKey };
}

describe('the server process', () => {
  it('keeps its data across a clean stop and refuses a second process on the same DATA_DIR', async () => {
    const first = start();
    const { url, anonKey } = await waitForBanner(first);
    expect((await fetch(`${url}/health`)).status).toBe(200);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // The keys live in the database, so the same key after a restart proves the rows were kept.
    const restarted = start();
    const again = await waitForBanner(restarted);
    expect(again.anonKey).toBe(anonKey);
    const config = (await (await fetch(`${again.url}/config.json`)).json()) as { anonKey: string };
    expect(config.anonKey).toBe(anonKey);
    restarted.child.kill('SIGINT');
    expect(await restarted.exited).toBe(0);
  }, 180_000);

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
