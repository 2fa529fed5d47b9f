// The foundation's figures: cold start (process start to the first 200 from /health) on a
// new and on an existing DATA_DIR, and the gzip size of the JavaScript and CSS that
// /client-access/login loads in Chromium; and, in each language, the catalogue the SPA downloads
// for it (issue 34, point 6: only the language shown).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './start-server.mjs';

const runs = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeToHealthy(dataDir, port) {
  const server = await startBuiltServer({ PORT: String(port), DATA_DIR: dataDir });
  await server.stop();
  return server.startMs;
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

/** A browser in each of the product's languages (its Accept-Language and navigator.languages). */
const languages = ['en-US', 'de-DE', 'es-ES', 'ar'];

async function loginPageWeight(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const server = await startBuiltServer({ PORT: String(port), DATA_DIR: dataDir });
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
    const loads = [];
    for (const locale of languages) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const assets = [];
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') {
          assets.push({ type, url: response.url(), body: await response.body() });
        }
      });
      await page.goto(`http://127.0.0.1:${port}/client-access/login/`, {
        waitUntil: 'networkidle',
      });
      loads.push(assets);
      await context.close();
    }
    const gzip = (assets) =>
      assets.reduce((sum, asset) => sum + gzipSync(asset.body, { level: 9 }).length, 0);
    const [english] = loads;
    const size = (type) => gzip(english.filter((asset) => asset.type === type));
    // A language's own download: the files no other language loads (its catalogue chunk).
    const ownFiles = loads.map((assets, index) =>
      assets.filter((asset) =>
        loads.every((other, at) => at === index || !other.some((o) => o.url === asset.url)),
      ),
    );
    return {
      js: size('script'),
      css: size('stylesheet'),
      files: english.length,
      languages: languages.map((locale, index) => ({
        locale,
        files: ownFiles[index].length,
        gzip: gzip(ownFiles[index]),
      })),
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchFoundation(port) {
  const start = await coldStarts(port);
  const weight = await loginPageWeight(port);
  console.log(`cold start, new DATA_DIR (median of ${runs}):      ${start.fresh.toFixed(0)} ms`);
  console.log(`cold start, existing DATA_DIR (median of ${runs}): ${start.existing.toFixed(0)} ms`);
  console.log(
    `/client-access/login loads ${weight.files} files: JS ${kib(weight.js)} gzip, CSS ${kib(weight.css)} gzip`,
  );
  console.log(
    `the SPA's catalogue, one file per language, gzip: ${weight.languages.map(({ locale, files, gzip }) => `${locale} ${files === 1 ? kib(gzip) : `${files} files?`}`).join(', ')}`,
  );
}
