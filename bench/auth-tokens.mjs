// The auth service's figures: throughput of grant_type=refresh_token (each request rotates a
// live token, as clients do) and the median latency of grant_type=password (bcrypt dominates).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const demo = { email: 'owner@demo.test', password: 'demo-password' };
const connections = 10;

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // The per-IP limit would otherwise answer most of the load with 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { anonKey } = await (await fetch(`${url}/config.json`)).json();
  return { child, url, anonKey };
}

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function signIn(url, anonKey) {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  return (await response.json()).refresh_token;
}

async function refreshThroughput(url, anonKey) {
  // One live token per request in flight: a request takes one, its answer returns the next.
  const pool = [];
  for (let i = 0; i < connections * 2; i++) pool.push(await signIn(url, anonKey));
  const result = await run({
    url: `${url}/auth/v1/token?grant_type=refresh_token`,
    connections,
    duration: 10,
    requests: [
      {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ refresh_token: pool.shift() }),
        }),
        onResponse: (status, body) => {
          if (status === 200) pool.push(JSON.parse(body).refresh_token);
        },
      },
    ],
  });
  return { perSecond: result.requests.average, errors: result.non2xx + result.errors };
}

async function passwordLatency(url, anonKey) {
  const result = await run({
    url: `${url}/auth/v1/token?grant_type=password`,
    connections: 1,
    amount: 50,
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  return { median: result.latency.p50, errors: result.non2xx + result.errors };
}

export async function authTokenFigures(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-auth-'));
  const server = await startServer(port, dataDir);
  try {
    return {
      refresh: await refreshThroughput(server.url, server.anonKey),
      password: await passwordLatency(server.url, server.anonKey),
    };
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
