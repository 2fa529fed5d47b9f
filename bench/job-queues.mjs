// Issue 39, point 3 (docs/decisions/0073): our outbox worker (rows claimed with FOR UPDATE SKIP
// LOCKED under leases, woken by NOTIFY and a poll) against pg-boss on the same work. 10,000
// emails enqueued at once in one transaction, each rendered and handed to a local SMTP sink by
// the outbox's own delivery: by the built server's worker (1 and 3 processes), and by pg-boss
// workers in as many processes (bench/pg-boss-worker.mjs) with what a server process has: one
// pool of 10 connections, 4 workers of batches of 25, 4 SMTP connections, woken by a NOTIFY too;
// and with batches of 100, since pg-boss paces each worker's fetches (at least 0.5 s apart).
// Prints jobs/s, p50/p99 from the enqueue's commit to the message handed over, and CPU per
// process and for PostgreSQL; then again on 3 processes with one SIGKILLed halfway: duplicates
// (a Message-ID received twice) and losses (never received), and how long the recovery took.
// Alone: `npm run build && node bench/job-queues.mjs [--jobs 10000]`.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { percentile, withBenchDatabase } from './bench-database.mjs';
import { smtpSink } from './messages.mjs';
import { countCpu } from './process-cpu.mjs';
import { startBuiltServer } from './start-server.mjs';

// What one server process has (src/server/messaging/start-messaging.ts).
const lanes = 4;
const batchSize = 25;
const leaseSeconds = 120;
// pg-boss waits this long between two fetches of a worker even when it found jobs (its
// Worker loop); 0.5 s is the least it allows. Our lanes take the next batch at once.
const bossPollSeconds = 0.5;
const channel = 'bench_jobs';

/** Our side: the built server, its worker woken by the outbox's NOTIFY. */
function ours(databaseUrl, smtpPort, port) {
  return {
    name: 'ours',
    async start(index) {
      const server = await startBuiltServer({
        PORT: String(port + index),
        DATABASE_URL: databaseUrl,
        DEMO: '0',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      });
      return { pid: server.pid, stop: server.stop };
    },
    async enqueue(db, tenant, jobs) {
      await db.query('begin');
      await db.query(
        `insert into messaging.messages (tenant_id, event_key, kind, channel, to_address, snapshot, locale)
         select $1, 'bench:' || $2 || ':' || n, 'place_confirmed', 'email', 'client' || n || '@bench.test',
                messaging.sample_snapshot($1, 'Client ' || n), 'en'
         from generate_series(1, $3) n`,
        [tenant, randomUUID(), jobs],
      );
      await db.query("select pg_notify('messaging', '')");
      await db.query('commit');
    },
    close: async () => undefined,
  };
}

/**
 * pg-boss's side: a queue of its own per run, and the same messages as its jobs' data, fetched
 * `batch` at a time by each worker.
 */
async function boss(databaseUrl, smtpPort, batch) {
  const enqueuer = new PgBoss({
    connectionString: databaseUrl,
    max: 2,
    supervise: false,
    schedule: false,
  });
  enqueuer.on('error', () => undefined);
  await enqueuer.start();
  let queue;
  return {
    name: batch === batchSize ? 'pg-boss' : `pg-boss, batches of ${batch}`,
    async prepare() {
      queue = `bench-${randomUUID()}`;
      // A worker's jobs come back when they expire, as our leases lapse; retried as ours are.
      await enqueuer.createQueue(queue, { expireInSeconds: leaseSeconds, retryLimit: 7 });
    },
    async start() {
      const child = spawn(
        process.execPath,
        [
          'bench/pg-boss-worker.mjs',
          databaseUrl,
          String(smtpPort),
          queue,
          channel,
          String(lanes),
          String(batch),
          String(bossPollSeconds),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise((resolve, reject) => {
        child.stdout.once('data', resolve);
        child.once('exit', () => reject(new Error('a pg-boss worker exited during start')));
      });
      return {
        pid: child.pid,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        },
      };
    },
    async enqueue(db, tenant, jobs) {
      const { rows } = await db.query(
        `select messaging.sample_snapshot($1, 'Client ' || n) as snapshot
         from generate_series(1, $2) n`,
        [tenant, jobs],
      );
      const batch = rows.map(({ snapshot }, n) => ({
        name: queue,
        data: {
          tenant_id: tenant,
          id: randomUUID(),
          event_key: `bench:${n}`,
          kind: 'place_confirmed',
          channel: 'email',
          to_address: `client${n + 1}@bench.test`,
          snapshot,
          attempts: 0,
          created_at: new Date(),
          locale: 'en',
          wording: null,
        },
      }));
      await enqueuer.insert(batch);
      await db.query('select pg_notify($1, $2)', [channel, '']);
    },
    close: () => enqueuer.stop({ graceful: false, wait: true }),
  };
}

const cpuFigure = (seconds, wall) => `${((seconds / wall) * 100).toFixed(0)}%`;

/** One run: `processes` of `side`, `jobs` enqueued at once, one process SIGKILLed halfway if `kill`. */
async function run(side, { db, databaseName, tenant, sink, processes, jobs, kill }) {
  await side.prepare?.();
  const started = [];
  sink.received.length = 0;
  const firstAt = new Map();
  let seen = 0;
  let killedAt;
  let enqueued;
  let enqueueSeconds;
  const deadline = () => (killedAt ?? enqueued) + (kill ? 2 * leaseSeconds : 300) * 1000;
  let used;
  try {
    for (let index = 0; index < processes; index++) started.push(await side.start(index));
    const enqueueStarted = performance.now();
    await side.enqueue(db, tenant, jobs);
    enqueued = Date.now();
    enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
    const counters = started.map(({ pid }) => countCpu({ servers: [pid], database: databaseName }));
    while (firstAt.size < jobs && Date.now() < deadline()) {
      for (; seen < sink.received.length; seen++) {
        const { id, at } = sink.received[seen];
        if (!firstAt.has(id)) firstAt.set(id, at);
      }
      if (kill && killedAt === undefined && firstAt.size >= jobs / 2) {
        process.kill(started[0].pid, 'SIGKILL');
        killedAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    used = counters.map((cpu) => cpu());
    // Anything sent twice would come soon after.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  } finally {
    for (const [index, worker] of started.entries()) {
      if (!(kill && index === 0)) await worker.stop();
    }
  }
  const latencies = [...firstAt.values()].map((at) => (at - enqueued) / 1000);
  const last = Math.max(...firstAt.values());
  const label = `${side.name}, ${processes} process${processes > 1 ? 'es' : ''}${kill ? ', one SIGKILLed halfway' : ''}`;
  const outcome =
    `${firstAt.size} of ${jobs} delivered, ${sink.received.length - firstAt.size} duplicates, ` +
    `${jobs - firstAt.size} lost`;
  if (killedAt) {
    // The CPU of a run that mostly waits for a lease to lapse says nothing.
    console.log(
      `  ${label}: ${outcome}; the last ${((last - killedAt) / 1000).toFixed(0)} s after the kill; ` +
        `enqueue to handed over p50 ${percentile(latencies, 0.5).toFixed(1)} s, p99 ${percentile(latencies, 0.99).toFixed(1)} s`,
    );
    return;
  }
  const { wall } = used[0];
  console.log(
    `  ${label}: ${outcome}; ${((firstAt.size / (last - enqueued)) * 1000).toFixed(0)} jobs/s, ` +
      `enqueue to handed over p50 ${percentile(latencies, 0.5).toFixed(1)} s, p99 ${percentile(latencies, 0.99).toFixed(1)} s; ` +
      `enqueue ${enqueueSeconds.toFixed(1)} s; CPU over ${wall.toFixed(0)} s (100% = one core): ` +
      `processes ${used.map((u) => cpuFigure(u.servers, wall)).join(' ')}, ` +
      `PostgreSQL ${cpuFigure(used[0].database, wall)}, sink ${cpuFigure(used[0].loadGenerator, wall)}, ` +
      `machine ${cpuFigure(used[0].machine, wall)} of 200%`,
  );
}

export async function benchJobQueues(port, { jobs = 10_000 } = {}) {
  await withBenchDatabase(async (databaseUrl) => {
    const sink = smtpSink();
    // The connections of the process killed on purpose are reset.
    sink.server.on('error', () => undefined);
    await new Promise((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const smtpPort = sink.server.server.address().port;
    // The server migrates the database.
    const migrating = await startBuiltServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO: '0',
    });
    await migrating.stop();
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const tenant = randomUUID();
    await db.query(
      `insert into public.tenants (id, slug, name, time_zone, currency)
       values ($1, 'bench-jobs', 'Bench Studio', 'Europe/London', 'GBP')`,
      [tenant],
    );
    const sides = [
      ours(databaseUrl, smtpPort, port),
      await boss(databaseUrl, smtpPort, batchSize),
      // Past the pace of its fetches: four times the jobs each fetch, the same SMTP connections.
      await boss(databaseUrl, smtpPort, 4 * batchSize),
    ];
    const context = {
      db,
      databaseName: new URL(databaseUrl).pathname.slice(1),
      tenant,
      sink,
      jobs,
    };
    console.log(
      `job queues on PostgreSQL, ${jobs.toLocaleString('en')} emails enqueued at once, rendered and handed to a local ` +
        `SMTP sink; per process ${lanes} workers x batches of ${batchSize}, 10 connections; load ${loadAverage()}:`,
    );
    try {
      for (const [processes, kill] of [
        [1, false],
        [3, false],
        [3, true],
      ]) {
        for (const side of kill ? sides.slice(0, 2) : sides) {
          await run(side, { ...context, processes, kill });
        }
      }
    } finally {
      for (const side of sides) await side.close();
      await db.end();
      await new Promise((resolve) => sink.server.close(resolve));
    }
    console.log(`  load average afterwards ${loadAverage()}`);
  });
}

function loadAverage() {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--jobs');
  await benchJobQueues(Number(process.env.BENCH_PORT ?? 4340), {
    jobs: at < 0 ? 10_000 : Number(process.argv[at + 1]),
  });
}
