// Client messages (issue 18) on PostgreSQL: 10,000 reminders falling due at the same instant,
// enqueued by the server's own reminder sweep and delivered by its outbox worker to a local SMTP
// sink (smtp-server, in this process). Prints messages per second, the p50 and p99 from the due
// time to the message handed to SMTP, duplicates (the same Message-ID received twice; must be
// 0) and the server's peak resident memory. Targets: at least 200 messages/s, p99 under 60 s.
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { percentile, startSigningServer, withBenchDatabase } from './bench-database.mjs';
import { countCpu } from './process-cpu.mjs';
import { startBuiltServer } from './start-server.mjs';

const places = 10_000;
const perSession = 100;

/** VmRSS of a process in MB, from /proc. */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** An SMTP server that keeps when each message arrived and its Message-ID. */
export function smtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // The server's pool keeps a few connections open; give it room.
    maxClients: 50,
    onData(stream, _session, done) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ at: Date.now(), id: /^Message-ID: (.+)$/im.exec(head)?.[1]?.trim() });
        done();
      });
    },
  });
  return { server, received };
}

/**
 * One business in London with 100 sessions of 100 places, all starting 24 hours after `due`,
 * each place a client with an email: written with triggers off (a bulk load, not bookings
 * anyone made), so the only messages are the reminders.
 */
async function seed(databaseUrl, startsAt) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const tenant = randomUUID();
  try {
    await db.query('begin');
    await db.query("set local session_replication_role = 'replica'");
    await db.query(
      `insert into public.tenants (id, slug, name, time_zone, currency)
       values ($1, 'bench-messages', 'Bench Studio', 'Europe/London', 'GBP')`,
      [tenant],
    );
    await db.query(
      `insert into public.services (tenant_id, id, kind, name, duration_minutes, capacity)
       values ($1, $1, 'group', 'Vinyasa Flow', 60, ${perSession});
       insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
       values ($1, $1, $1, 'drop_in', 'Drop-in', 1500, 'GBP')`.replaceAll('$1', `'${tenant}'`),
    );
    await db.query(
      `insert into public.bookings (tenant_id, id, service_id, starts_at, ends_at, capacity, busy)
       select $1, gen_random_uuid(), $1, $2::timestamptz, $2::timestamptz + interval '1 hour',
              ${perSession}, tstzrange($2::timestamptz, $2::timestamptz + interval '1 hour')
       from generate_series(1, ${places / perSession})`,
      [tenant, startsAt.toISOString()],
    );
    await db.query(
      `insert into public.clients (tenant_id, id, full_name, email)
       select $1, gen_random_uuid(), 'Client ' || n, 'client' || n || '@bench.test'
       from generate_series(1, ${places}) n`,
      [tenant],
    );
    await db.query(
      `insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id, created_at, updated_at)
       select $1, b.id, c.id, 'confirmed', $1, now() - interval '1 day', now() - interval '1 day'
       from (select id, row_number() over (order by id) - 1 as n from public.bookings where tenant_id = $1) b
       join (select id, row_number() over (order by id) - 1 as n from public.clients where tenant_id = $1) c
         on c.n / ${perSession} = b.n`,
      [tenant],
    );
    await db.query('commit');
    await db.query('analyze');
    const { rows } = await db.query(
      `select messaging.reminder_due_at($1, 'Europe/London', 1440) as due`,
      [startsAt],
    );
    return rows[0].due;
  } finally {
    await db.end();
  }
}

export async function benchMessages(port) {
  await withBenchDatabase(async (databaseUrl) => {
    // The server migrates the database; the data is loaded while no server runs.
    const migrating = await startSigningServer(port, databaseUrl);
    await migrating.stop();
    const sink = smtpSink();
    await new Promise((resolve) => sink.server.listen(0, '127.0.0.1', resolve));
    const smtpPort = sink.server.server.address().port;
    // Due 25 s from now, once the server has started and swept once with nothing due.
    const startsAt = new Date(Math.ceil((Date.now() + 86_400_000 + 25_000) / 1000) * 1000);
    const due = (await seed(databaseUrl, startsAt)).getTime();
    const server = await startBuiltServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DEMO: '0',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    let peak = rssOf(server.pid);
    let cpu;
    // CPU from the due time on: what the delivery cost, apart from what else the machine ran.
    const counting = setTimeout(() => {
      cpu = countCpu({ servers: [server.pid], database: new URL(databaseUrl).pathname.slice(1) });
    }, due - Date.now());
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 50);
    const deadline = due + 10 * 60_000;
    let used;
    try {
      while (sink.received.length < places && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      used = cpu?.();
      // Anything sent twice would come soon after.
      await new Promise((resolve) => setTimeout(resolve, 3000));
    } finally {
      clearTimeout(counting);
      clearInterval(sampler);
      await server.stop();
      await new Promise((resolve) => sink.server.close(resolve));
    }
    const latencies = sink.received.map((message) => (message.at - due) / 1000);
    const distinct = new Set(sink.received.map((message) => message.id)).size;
    const first = Math.min(...sink.received.map((message) => message.at));
    const last = Math.max(...sink.received.map((message) => message.at));
    console.log(
      `messages, 10,000 reminders due at once, PostgreSQL to a local SMTP sink: ${distinct} of ${places} delivered, ` +
        `${(distinct / ((last - due) / 1000)).toFixed(0)} messages/s from the due time ` +
        `(${(distinct / ((last - first) / 1000)).toFixed(0)}/s from the first to the last), ` +
        `due to handed over p50 ${percentile(latencies, 0.5).toFixed(1)} s, p99 ${percentile(latencies, 0.99).toFixed(1)} s, ` +
        `${sink.received.length - distinct} duplicates, server peak RSS ${peak.toFixed(0)} MB`,
    );
    if (used) {
      console.log(
        `  CPU meanwhile (${used.wall.toFixed(0)} s): server ${used.servers.toFixed(1)} s ` +
          `(${((used.servers * 1000) / distinct).toFixed(2)} ms a message), PostgreSQL ${used.database.toFixed(1)} s, ` +
          `SMTP sink ${used.loadGenerator.toFixed(1)} s, the whole machine ${used.machine.toFixed(0)} of ${(2 * used.wall).toFixed(0)} core-seconds`,
      );
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMessages(Number(process.env.BENCH_PORT ?? 4321));
}
