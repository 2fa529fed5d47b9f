// The data API's read path on PostgreSQL: 50 rows with one embedded relation, as a signed-in
// user through row-level security, under 50 concurrent connections. The same statement is also
// run through the driver directly (the server's own planner makes it, and it runs in the same
// role-setting transaction), so the ratio shows what HTTP, parsing and planning cost.
import autocannon from 'autocannon';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { withRequestRole } from '../dist/server/db/with-request-role.js';
import { capRows } from '../dist/server/rest/http/handle-table-read.js';
import { parseQueryParameters } from '../dist/server/rest/parse/parse-query-parameters.js';
import { buildReadPlan, tableRoot } from '../dist/server/rest/plan/read-plan.js';
import { loadSchemaCache } from '../dist/server/rest/schema/load-schema-cache.js';
import { readStatement } from '../dist/server/rest/sql/read-statement.js';
import { startSigningServer, withBenchDatabase } from './bench-database.mjs';

const seconds = 10;
const connections = 50;
const query = 'select=id,name,created_at,bench_categories(name)&order=id&limit=50';

const schema = `
  create table public.bench_categories (id int primary key, name text not null);
  create table public.bench_items (
    id int primary key, owner uuid not null, name text not null,
    category_id int not null references public.bench_categories (id),
    created_at timestamptz not null default now());
  create index on public.bench_items (owner, id);
  alter table public.bench_items enable row level security;
  alter table public.bench_items force row level security;
  create policy own_items on public.bench_items for select using (owner = auth.uid());
  grant select on public.bench_items, public.bench_categories to authenticated;
  insert into public.bench_categories select i, 'category ' || i from generate_series(1, 20) i;
  insert into public.bench_items
    select i, ('00000000-0000-4000-8000-' || lpad((i % 100)::text, 12, '0'))::uuid,
           'item ' || i, 1 + i % 20, now() - i * interval '1 minute'
    from generate_series(1, 10000) i;
  analyze;`;
const user = '00000000-0000-4000-8000-000000000007';

function summarise(latencies, elapsedMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { rps: (latencies.length / elapsedMs) * 1000, p50: at(0.5), p99: at(0.99) };
}

async function driverRun(db, statement, claims) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const worker = async () => {
    while (performance.now() < deadline) {
      const begun = performance.now();
      await withRequestRole(db, { role: 'authenticated', claims }, (tx) =>
        tx.query(statement.sql, statement.parameters),
      );
      latencies.push(performance.now() - begun);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return summarise(latencies, performance.now() - started);
}

function httpRun(url, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}/rest/v1/bench_items?${query}`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, apikey: token },
      },
      (error, result) => {
        if (error) reject(error);
        else if (result.non2xx > 0) reject(new Error(`${result.non2xx} answers were not 2xx`));
        else
          resolve({
            rps: result.requests.average,
            p50: result.latency.p50,
            p99: result.latency.p99,
          });
      },
    );
  });
}

export async function benchRestRead(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const db = await openPostgresDatabase(databaseUrl);
    const server = await startSigningServer(port, databaseUrl);
    try {
      await db.exec(schema);
      await db.exec("notify pgrst, 'reload schema'");
      const claims = { sub: user, role: 'authenticated', aud: 'authenticated' };
      const token = await server.token(user);
      // The server reloads its schema cache on the NOTIFY, asynchronously.
      let rows;
      for (let attempt = 0; attempt < 100; attempt++) {
        const check = await fetch(`${server.url}/rest/v1/bench_items?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        rows = await check.json();
        if (check.status !== 404) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!Array.isArray(rows) || rows.length !== 50 || !rows[0].bench_categories) {
        throw new Error(`unexpected answer: ${JSON.stringify(rows).slice(0, 200)}`);
      }

      const cache = await loadSchemaCache(db, ['public']);
      const plan = buildReadPlan(
        cache,
        tableRoot(cache.tables.get('public.bench_items')),
        parseQueryParameters([...new URLSearchParams(query)], 'table'),
      );
      capRows(plan, 1000);
      const statement = readStatement(plan, {
        count: undefined,
        maxRows: 1000,
        media: { kind: 'json', stripNulls: false },
        head: false,
      });

      await httpRun(server.url, token); // warm-up
      const http = await httpRun(server.url, token);
      const driver = await driverRun(db, statement, claims);
      const fmt = (run) =>
        `${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`;
      console.log(
        `/rest/v1 read of 50 rows + 1 embed, RLS, ${connections} connections, PostgreSQL:`,
      );
      console.log(`  through /rest/v1:      ${fmt(http)}`);
      console.log(`  driver directly:       ${fmt(driver)}`);
      console.log(`  ratio /rest/v1÷driver: ${(http.rps / driver.rps).toFixed(2)} (target ≥ 0.5)`);
    } finally {
      await server.stop();
      await db.close();
    }
  });
}
