// The tenant area in Chromium with 10,000 bookings and 10,000 clients in the business, on
// PostgreSQL: the time from navigation to the first rendered rows of /t/bookings/ and
// /t/clients/ (median of 5 after one warm-up; target under 1 s), and the gzip size of the
// JavaScript a cold /t loads.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { median, startSigningServer, withBenchDatabase } from './bench-database.mjs';

const email = 'owner@bench.test';
const password = 'bench-password';
// What shows that a list has rows: a link to a booking's detail, a client's row.
const screens = [
  { path: '/t/bookings/', firstRow: 'main a[href*="/t/bookings/"][href$="/overview/"]' },
  { path: '/t/clients/', firstRow: 'main tbody tr[aria-rowindex]' },
];

async function api(server, path, token, body, apikey = token) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, apikey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The owner, signed up through the admin API, and their business with its 10,000 + 10,000 rows. */
async function seed(server, db) {
  const service = await server.token(randomUUID(), 'service_role');
  const user = await api(server, '/auth/v1/admin/users', service, {
    email,
    password,
    email_confirm: true,
  });
  const owner = await server.token(user.id);
  const tenant = await api(server, '/rest/v1/rpc/create_tenant', owner, {
    name: 'Bench Studio',
    slug: 'bench-studio',
    time_zone: 'Europe/London',
    currency: 'GBP',
  });
  await db.query(
    `with class as (
       insert into public.services (tenant_id, kind, name, duration_minutes, capacity)
       values ($1, 'group', 'Vinyasa', 60, 12) returning tenant_id, id)
     insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
     select class.tenant_id, class.id, start, start + interval '1 hour', 12
     from class, generate_series(0, 9999) n,
          lateral (select date_trunc('hour', now()) - interval '5000 hours' + n * interval '1 hour' as start) t`,
    [tenant.id],
  );
  await db.query(
    `insert into public.clients (tenant_id, full_name, email)
     select $1, 'Client ' || lpad(n::text, 5, '0'), 'client' || n || '@bench.test'
     from generate_series(1, 10000) n`,
    [tenant.id],
  );
  await db.exec('analyze');
}

async function signedInPage(browser, url) {
  const page = await browser.newPage();
  const config = await (await fetch(`${url}/config.json`)).json();
  const session = await (
    await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  const key = `sb-${new URL(config.supabaseUrl, url).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([name, value]) => globalThis.localStorage.setItem(name, value),
    [key, JSON.stringify(session)],
  );
  return page;
}

async function firstRowsMs(browser, url, screen) {
  const times = [];
  for (let run = 0; run < 6; run++) {
    const page = await signedInPage(browser, url);
    const begun = performance.now();
    await page.goto(`${url}${screen.path}`);
    await page.locator(screen.firstRow).first().waitFor({ timeout: 30_000 });
    if (run > 0) times.push(performance.now() - begun);
    await page.close();
  }
  return median(times);
}

async function coldTenantJs(browser, url) {
  const page = await signedInPage(browser, url);
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.body());
  });
  await page.goto(`${url}/t/`, { waitUntil: 'networkidle' });
  await page.close();
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { files: scripts.length, gzip };
}

export async function benchTenantScreens(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startSigningServer(port, databaseUrl);
    const db = await openPostgresDatabase(databaseUrl);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      await seed(server, db);
      const weight = await coldTenantJs(browser, server.url);
      console.log(
        `/t loads ${weight.files} JavaScript files, ${(weight.gzip / 1024).toFixed(1)} KiB gzip`,
      );
      for (const screen of screens) {
        const ms = await firstRowsMs(browser, server.url, screen);
        console.log(
          `${screen.path} with 10,000 rows in the business: first rows after ${ms.toFixed(0)} ms (median of 5; target < 1000 ms)`,
        );
      }
    } finally {
      await browser.close();
      await db.close();
      await server.stop();
    }
  });
}
