// Reports (issue 36, point 9): on a business with a year of history (bench/reports-history.sql,
// 50,000 sessions; BENCH_REPORTS_BOOKINGS for another size), on PGlite and on PostgreSQL, each
// report is called by the owner through the data API (POST /rest/v1/rpc/<report>) for the last
// twelve months, for last month, and for the twelve months of one class; 20 calls each after a
// warm-up, one at a time. Prints p50 and p95 per report and database (target: p95 under 1 s),
// the fixture's load time, and the gzip weight of what only the reports screens load.
// Alone: `npm run build && node bench/reports.mjs`.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, importJWK } from 'jose';
import { migrate } from '../dist/server/db/migrate.js';
import { openPgliteDatabase } from '../dist/server/db/pglite-database.js';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { percentile, withBenchDatabase } from './bench-database.mjs';
import { reportScreensWeight } from './report-chunks.mjs';
import { startBuiltServer } from './start-server.mjs';

const history = fs.readFileSync(new URL('./reports-history.sql', import.meta.url), 'utf8');
const reports = ['report_attendance', 'report_staff', 'report_money', 'report_clients'];
const calls = 20;
const owner = { email: 'owner@reports.bench.test', password: 'bench-password-1' };
const zone = 'Europe/London';

/** Where each database lives for one run, and how the benchmark opens it itself. */
const databases = {
  pglite: async (fn) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
    try {
      return await fn({ env: { DATA_DIR: dataDir }, open: () => openPgliteDatabase(dataDir) });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
  postgres: (fn) =>
    withBenchDatabase((url) =>
      fn({ env: { DATABASE_URL: url }, open: () => openPostgresDatabase(url) }),
    ),
};

async function call(url, route, { token, apikey = token, body }) {
  const response = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { apikey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  if (!response.ok) throw new Error(`${route}: ${response.status} ${answer}`);
  return JSON.parse(answer);
}

async function signIn(url) {
  const { anonKey } = await (await fetch(`${url}/config.json`)).json();
  const session = await call(url, '/auth/v1/token?grant_type=password', {
    token: anonKey,
    body: owner,
  });
  return session.access_token;
}

/** The owner (made through the admin API with a service key the benchmark signs) and their business. */
async function ownerAndBusiness(url, key) {
  const service = await new SignJWT({ iss: 'supabase', role: 'service_role' })
    .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
    .setExpirationTime('1h')
    .sign(key);
  await call(url, '/auth/v1/admin/users', {
    token: service,
    body: { ...owner, email_confirm: true },
  });
  const tenant = await call(url, '/rest/v1/rpc/create_tenant', {
    token: await signIn(url),
    body: { name: 'Reports Studio', slug: 'reports-studio', time_zone: zone, currency: 'GBP' },
  });
  return tenant.id;
}

/**
 * The history written with the server stopped (PGlite is one process's), then vacuumed and
 * analysed as autovacuum would leave it. Returns what was written and the seconds it took.
 */
async function loadHistory(open, tenantId, bookings) {
  const db = await open();
  try {
    const started = performance.now();
    const written = await db.transaction(async (tx) => {
      await tx.exec(history);
      const { rows } = await tx.query('select pg_temp.add_report_history($1, $2) as written', [
        tenantId,
        bookings,
      ]);
      return rows[0].written;
    });
    await db.exec('vacuum (analyze)');
    return { written, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}

/** A date `days` after the ISO date `day`. */
const addDays = (day, days) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The three windows: the last twelve months, last month, the twelve months of one class. */
function windows(serviceId) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const thisMonth = `${today.slice(0, 7)}-01`;
  const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
  const year = { first_day: addDays(today, -364), last_day: today };
  return [
    { name: '12 months', body: year },
    { name: 'a month', body: { first_day: lastMonth, last_day: addDays(thisMonth, -1) } },
    { name: '12 months, one class', body: { ...year, service_id: serviceId } },
  ];
}

/**
 * One report in one window: a warm-up, then `calls` timed calls, one at a time. A refused call
 * (such as a statement timeout) is counted and reported rather than ending the benchmark.
 */
async function measure(url, report, request) {
  const times = [];
  const failures = [];
  for (let n = 0; n <= calls; n++) {
    const started = performance.now();
    try {
      await call(url, `/rest/v1/rpc/${report}`, request);
      if (n > 0) times.push(performance.now() - started);
    } catch (error) {
      if (n > 0) failures.push(error.message);
    }
  }
  return { times, failures };
}

const ms = (values, q) => (values.length === 0 ? '-' : percentile(values, q).toFixed(0));

async function benchOn(name, port, bookings) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const key = await importJWK(jwk, 'ES256');
  await databases[name](async ({ env, open }) => {
    const start = () =>
      startBuiltServer({
        ...env,
        PORT: String(port),
        DEMO: '0',
        RATE_LIMIT_PER_MINUTE: '100000000',
        JWT_PRIVATE_KEY: JSON.stringify({ ...jwk, kid: 'bench' }),
      });
    // Migrated here first: on a busy machine PGlite's migrations outlast a server's start.
    const fresh = await open();
    await migrate(fresh);
    await fresh.close();
    let server = await start();
    const tenantId = await ownerAndBusiness(server.url, key);
    await server.stop();
    const loaded = await loadHistory(open, tenantId, bookings);
    const w = loaded.written;
    console.log(
      `reports on ${name}: history of ${w.bookings.toLocaleString('en')} sessions, ` +
        `${w.places.toLocaleString('en')} places, ${w.clients.toLocaleString('en')} clients, ` +
        `${w.ledger.toLocaleString('en')} ledger entries (${w.provider_payments.toLocaleString('en')} online) ` +
        `loaded in ${loaded.seconds.toFixed(1)} s`,
    );
    server = await start();
    try {
      const token = await signIn(server.url);
      for (const report of reports) {
        for (const window of windows(w.filter_service_id)) {
          const { times, failures } = await measure(server.url, report, {
            token,
            body: { tenant_id: tenantId, ...window.body },
          });
          const over = failures.length > 0 || percentile(times, 0.95) >= 1000;
          const failed =
            failures.length === 0 ? '' : `; ${failures.length} of ${calls} failed: ${failures[0]}`;
          console.log(
            `reports on ${name}: ${report} ${window.name} p50 ${ms(times, 0.5)} ms ` +
              `p95 ${ms(times, 0.95)} ms (target p95 < 1000 ms)${over ? '  OVER' : ''}${failed}`,
          );
        }
      }
    } finally {
      await server.stop();
    }
  });
}

export async function benchReports(port) {
  const bookings = Number(process.env.BENCH_REPORTS_BOOKINGS ?? 50_000);
  await benchOn('pglite', port, bookings);
  await benchOn('postgres', port, bookings);
  const weight = reportScreensWeight();
  console.log(
    `reports screens: ${((weight.js + weight.css) / 1024).toFixed(1)} KiB gzip lazily ` +
      `(JS ${(weight.js / 1024).toFixed(1)} KiB, CSS ${(weight.css / 1024).toFixed(1)} KiB, ` +
      `${weight.files.length} files the app's entry does not load; target ≤ 120 KiB)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchReports(Number(process.env.BENCH_PORT ?? 4400));
}
