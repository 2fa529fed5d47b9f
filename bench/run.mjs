// Prints the foundation's figures: cold start (process start to the first 200 from /health) on a
// new and on an existing DATA_DIR, and the gzip size of the JavaScript and CSS that
// /client-access/login loads in Chromium; then the auth service's token figures
// (auth-tokens.mjs). Run with `npm run bench` (it builds first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { authTokenFigures } from './auth-tokens.mjs';

const runs = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeToHealthy(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error('the server exited during start');
      if (performance.now() - started > 60_000) throw new Error('no 200 from /health in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

async function coldStarts(port) {
  const fresh = [];
  const existing = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    fresh.push(await timeToHealthy(dataDir, port));
    existing.push(await timeToHealthy(dataDir, port));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { fresh: median(fresh), existing: median(existing) };
}

async function loginPageWeight(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    while (
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        assets.push({ type, url: response.url(), body: await response.body() });
      }
    });
    await page.goto(`http://127.0.0.1:${port}/client-access/login/`, { waitUntil: 'networkidle' });
    const size = (type) =>
      assets
        .filter((asset) => asset.type === type)
        .reduce((sum, asset) => sum + gzipSync(asset.body, { level: 9 }).length, 0);
    return { js: size('script'), css: size('stylesheet'), files: assets.length };
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const port = Number(process.env.BENCH_PORT ?? 4321);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const start = await coldStarts(port);
const weight = await loginPageWeight(port);
console.log(`cold start, new DATA_DIR (median of ${runs}):      ${start.fresh.toFixed(0)} ms`);
console.log(`cold start, existing DATA_DIR (median of ${runs}): ${start.existing.toFixed(0)} ms`);
console.log(
  `/client-access/login loads ${weight.files} files: JS ${kib(weight.js)} gzip, CSS ${kib(weight.css)} gzip`,
);
const tokens = await authTokenFigures(port);
console.log(
  `grant_type=refresh_token, 10 connections for 10 s: ${tokens.refresh.perSecond.toFixed(0)} requests/s (${tokens.refresh.errors} not 200)`,
);
console.log(
  `grant_type=password, one at a time (50 requests): median ${tokens.password.median} ms (${tokens.password.errors} not 200)`,
);
