import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
const dataDir = fs.mkdtempSync('/tmp/look-');
const server = spawn('node', ['dist/server/main.js'], { env: { ...process.env, PORT: '4601', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
for (let i = 0; i < 300; i++) { try { const r = await fetch('http://127.0.0.1:4601/health'); if (r.ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shoot(locale, width, path, name, signIn) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  if (signIn) {
    await page.goto('http://127.0.0.1:4601/t/login/');
    await page.locator('input[type=email]').fill(signIn);
    await page.locator('input[type=password]').fill('demo-password');
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL(/\/t\/?$|client-access\/?$/, { timeout: 20000 }).catch(() => {});
  }
  await page.goto('http://127.0.0.1:4601' + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await ctx.close();
}
const [,, ...jobs] = process.argv;
for (const job of jobs) {
  const [locale, width, path, name, who] = job.split('|');
  await shoot(locale, Number(width), path, name, who);
}
await browser.close(); server.kill(); 
