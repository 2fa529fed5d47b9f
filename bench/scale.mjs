// Issue 25: reads stay flat as businesses are added. Two PostgreSQL databases of its own, one
// holding 1 business and one N businesses of the demo's shape (bench/scale-load.sql), each
// served by the built server; the five reads and writes of one business's day (the bookings
// list, the client list, the dashboard, a client's enrollment and the client's catalogue) go
// through /rest/v1 with autocannon, alternating between the two databases so that other load on
// the machine falls on both alike, and the median of the runs is compared (target: p99 ratio
// ≤ 1.2). Then three server processes on the large database behind one address (issue 39,
// point 4) serve the same five, beside one process, with p50, p99 and requests/s of each and
// the CPU each process, PostgreSQL and the load generator used: where the limit lies.
// Alone: `npm run build && node bench/scale.mjs --businesses 500 [--seconds 5] [--runs 3]`.
import fs from 'node:fs';
import os from 'node:os';
import { importJWK } from 'jose';
import pg from 'pg';
import { median, sessionToken, withBenchDatabase } from './bench-database.mjs';
import { connections } from './load-runs.mjs';
import { countCpu } from './process-cpu.mjs';
import { startRoundRobinProxy } from '../src/server/test-support/round-robin-proxy.mjs';
import { scaleRequests } from './scale-requests.mjs';
import { sharedSigningKey, startBuiltServer } from './start-server.mjs';

const loader = fs.readFileSync(new URL('./scale-load.sql', import.meta.url), 'utf8');
const batch = 500;

/** Server processes on one database, sharing a signing key the benchmark also signs with. */
async function startServers(ports, databaseUrl) {
  const { jwk, JWT_PRIVATE_KEY } = sharedSigningKey();
  // Several processes behind one address share the issuer their tokens name.
  const issuerUrl = 'http://127.0.0.1';
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO: '0',
    JWT_PRIVATE_KEY,
    API_EXTERNAL_URL: issuerUrl,
  };
  const servers = [];
  // One at a time: the first migrates, the others find it done.
  const start = async (more) => {
    for (const port of more) servers.push(await startBuiltServer({ ...env, PORT: String(port) }));
  };
  await start(ports);
  const key = await importJWK(jwk, 'ES256');
  const token = (sub) =>
    sessionToken({ key, kid: 'bench', databaseUrl, issuer: `${issuerUrl}/auth/v1`, sub });
  return { servers, start, token };
}

/** A database grown to `businesses`, its servers, and the requests for business 1. */
async function scaleDatabase(databaseUrl, ports, businesses) {
  const { servers, start, token } = await startServers(ports, databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection fails the next query, which stops the servers and drops the databases;
  // unheard, it would end the process and leave them behind.
  client.on('error', () => undefined);
  await client.connect();
  await client.query(loader);
  const started = performance.now();
  for (let from = 1; from <= businesses; from += batch) {
    const count = Math.min(batch, businesses - from + 1);
    await client.query('select pg_temp.add_businesses($1, $2)', [from, count]);
  }
  // As autovacuum would leave it (visibility map, statistics), and written out, so that the
  // measurements pay neither for hint bits nor for a checkpoint of the load.
  await client.query('vacuum (analyze)');
  await client.query('checkpoint');
  const loadSeconds = (performance.now() - started) / 1000;
  const { rows } = await client.query(
    `select pg_size_pretty(pg_database_size(current_database())) as size,
            (select sum(n_live_tup)::bigint from pg_stat_user_tables) as rows`,
  );
  return {
    name: new URL(databaseUrl).pathname.slice(1),
    servers,
    /** More processes on this database, after the comparison. */
    addServers: start,
    url: servers[0].url,
    requests: await scaleRequests(client, token),
    loaded: { seconds: loadSeconds, size: rows[0].size, rows: Number(rows[0].rows) },
    async close() {
      await client.end();
      for (const server of servers) await server.stop();
    },
  };
}

async function measure(url, request, seconds) {
  const figures = await request.run(url, seconds);
  await request.undo?.();
  return figures;
}

const medianOf = (runs) => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  rps: median(runs.map((r) => r.rps)),
  failed: runs.reduce((sum, r) => sum + r.failed, 0),
});

const fmt = (r) =>
  `p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  ` +
  `${r.rps.toFixed(0).padStart(4)} req/s${r.failed ? `  ${r.failed} FAILED` : ''}`;

/** Each read on both databases in turn, `runs` times; the medians, by read. */
async function compare(small, large, { seconds, runs }) {
  const figures = {};
  for (const name of Object.keys(small.requests)) {
    const a = small.requests[name];
    const b = large.requests[name];
    await measure(small.url, a, 1); // warm-up: connections, caches, plans
    await measure(large.url, b, 1);
    const at = { small: [], large: [] };
    for (let i = 0; i < runs; i++) {
      at.small.push(await measure(small.url, a, seconds));
      at.large.push(await measure(large.url, b, seconds));
    }
    figures[name] = { small: medianOf(at.small), large: medianOf(at.large) };
  }
  return figures;
}

const percent = (seconds, wall) => `${((seconds / wall) * 100).toFixed(0)}%`;

/** The five through `url`, served by the processes `pids`, and where the CPU went meanwhile. */
async function throughput(url, large, pids, seconds) {
  const cpu = pids.map((pid) => countCpu({ servers: [pid], database: large.name }));
  let total = 0;
  let failed = 0;
  const each = [];
  for (const [name, request] of Object.entries(large.requests)) {
    const figures = await measure(url, request, seconds);
    total += figures.rps;
    failed += figures.failed;
    each.push(`${name} ${figures.rps.toFixed(0)}/s p50 ${figures.p50} p99 ${figures.p99} ms`);
  }
  const used = cpu.map((count) => count());
  const { wall, database, loadGenerator, machine } = used[0];
  return (
    `${total.toFixed(0)} req/s summed over the five, ${failed} failed (${each.join(', ')}); ` +
    `CPU (100% = one core): node ${used.map((u) => percent(u.servers, wall)).join(' + ')}, ` +
    `PostgreSQL ${percent(database, wall)}, load generator and proxy ${percent(loadGenerator, wall)}, ` +
    `whole machine ${percent(machine, wall)} of ${os.availableParallelism() * 100}%`
  );
}

export async function benchScale(port, { businesses = 10_000, seconds = 5, runs = 3 } = {}) {
  await withBenchDatabase((smallUrl) =>
    withBenchDatabase(async (largeUrl) => {
      // One process each for the comparison: another process's workers on the large database
      // alone would take CPU from its reads (enrollment's p99 ratio went from 0.94 to 1.82).
      const small = await scaleDatabase(smallUrl, [port], 1);
      const large = await scaleDatabase(largeUrl, [port + 1], businesses);
      let proxy;
      try {
        const grown = large.loaded;
        console.log(
          `Scale on PostgreSQL: 1 business against ${businesses.toLocaleString('en')} of the demo's shape ` +
            `(${grown.rows.toLocaleString('en')} rows, ${grown.size}, loaded in ${grown.seconds.toFixed(0)} s); ` +
            `business 1's reads, ${connections} connections, median of ${runs} runs of ${seconds} s:`,
        );
        const figures = await compare(small, large, { seconds, runs });
        let worst = 0;
        for (const [name, { small: a, large: b }] of Object.entries(figures)) {
          const ratio = b.p99 / a.p99;
          worst = Math.max(worst, ratio);
          console.log(
            `  ${name.padEnd(19)} 1: ${fmt(a)}   ${businesses}: ${fmt(b)}   p99 ratio ${ratio.toFixed(2)}`,
          );
        }
        console.log(`  worst p99 ratio ${worst.toFixed(2)} (target ≤ 1.2)`);
        console.log(
          `  at ${businesses} businesses, ${connections} connections, ${seconds} s each:`,
        );
        const one = large.servers.map((server) => server.pid);
        console.log(`    1 process:   ${await throughput(large.url, large, one, seconds)}`);
        await large.addServers([port + 2, port + 3]);
        proxy = await startRoundRobinProxy(port + 4, [port + 1, port + 2, port + 3]);
        const three = large.servers.map((server) => server.pid);
        console.log(`    3 processes: ${await throughput(proxy.url, large, three, seconds)}`);
      } finally {
        await proxy?.close();
        await large.close();
        await small.close();
      }
    }),
  );
}

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} takes a whole number of at least 1`);
    process.exit(2);
  }
  return value;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchScale(Number(process.env.BENCH_PORT ?? 4300), {
    businesses: option('businesses', 10_000),
    seconds: option('seconds', 5),
    runs: option('runs', 3),
  });
}
