// The public booking page as a prospect's phone first loads it (issue 19, point 7): the gzip
// weight of the JavaScript and CSS its first screen loads (target at most 150 KiB), and its
// largest contentful paint on a cold load in Chromium with DevTools' "Fast 3G" network and a 4x
// slower CPU (median of 3; target under 2.5 s). The same for the embed page, the same timetable
// inside a business's website (docs/decisions/0055), opened on its own. The demo's Sunrise Yoga,
// on the embedded database. And the booking page in each language (issue 34, point 6): what its
// HTML weighs gzipped beside English's, and its paint in Arabic, right to left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from './bench-database.mjs';
import { startBuiltServer } from './start-server.mjs';

const pages = [
  ['booking page', '/client-access/register/?tenant=sunrise-yoga'],
  ['embed page', '/embed/?tenant=sunrise-yoga'],
];
// DevTools' preset: 562.5 ms round trips, 1.6 Mbit/s down and 750 kbit/s up at 90 %.
const fast3g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: 180_000,
  uploadThroughput: 84_375,
};
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** A browser in each of the product's languages (its Accept-Language). */
const languages = ['en-US', 'de-DE', 'es-ES', 'ar'];

/**
 * The JavaScript and CSS a cold load of the page fetches, plus any written into the page itself
 * (a <style>, an inline script), and their size gzipped; and the page's own HTML gzipped.
 */
async function firstScreenWeight(browser, url, locale = 'en-US') {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  const bodies = [];
  let html = Buffer.alloc(0);
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push(await response.body());
    if (type === 'document') html = await response.body();
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const inline = await page.evaluate(() =>
    [
      ...globalThis.document.querySelectorAll(
        'style, script:not([src]):not([type="application/json"])',
      ),
    ]
      .map((element) => element.textContent)
      .join('\n'),
  );
  await context.close();
  const gzipped = (body) => gzipSync(body, { level: 9 }).length;
  const gzip = bodies.reduce((sum, body) => sum + gzipped(body), 0) + gzipped(inline);
  return { files: bodies.length, gzip, document: gzipped(html) };
}

/** The largest contentful paint of one cold, throttled load, in ms from navigation. */
async function throttledLcp(browser, url, locale = 'en-US') {
  const context = await browser.newContext({ ...phone, locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', fast3g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

export async function benchBookingPage(port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-booking-page-'));
  const server = await startBuiltServer({ PORT: String(port), DATA_DIR: dataDir, DEMO: '1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (const [name, pagePath] of pages) {
      const url = `${server.url}${pagePath}`;
      const weight = await firstScreenWeight(browser, url);
      console.log(
        `${name}'s first screen: ${weight.files} JavaScript and CSS files and what the page writes in, ${(weight.gzip / 1024).toFixed(1)} KiB gzip (target <= 150 KiB); the page's HTML ${(weight.document / 1024).toFixed(1)} KiB gzip`,
      );
      const runs = [];
      for (let run = 0; run < 3; run += 1) runs.push(await throttledLcp(browser, url));
      console.log(
        `${name}, cold, Fast 3G and 4x CPU: largest contentful paint ${median(runs).toFixed(0)} ms (median of 3: ${runs.map((ms) => ms.toFixed(0)).join(', ')}; target < 2500 ms)`,
      );
    }
    const [, bookingPath] = pages[0];
    const url = `${server.url}${bookingPath}`;
    const weights = [];
    for (const locale of languages)
      weights.push((await firstScreenWeight(browser, url, locale)).document);
    console.log(
      `booking page's HTML by language, gzip: ${languages.map((locale, index) => `${locale} ${(weights[index] / 1024).toFixed(1)} KiB (${index === 0 ? 'source' : `${weights[index] - weights[0] >= 0 ? '+' : ''}${weights[index] - weights[0]} B`})`).join(', ')}`,
    );
    const arabic = [];
    for (let run = 0; run < 3; run += 1) arabic.push(await throttledLcp(browser, url, 'ar'));
    console.log(
      `booking page in Arabic, cold, Fast 3G and 4x CPU: largest contentful paint ${median(arabic).toFixed(0)} ms (median of 3; target < 2500 ms)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBookingPage(Number(process.env.BENCH_PORT ?? 4321));
}
