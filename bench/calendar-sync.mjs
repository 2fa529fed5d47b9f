// Calendar sync (issue 37, point 6) on PostgreSQL: 100 staff members each connect a Google
// calendar (the embedded stand-in, through the consent page and the callback over HTTP), each
// holding 1,000 events; all 100 fall due at once and the server's own sync worker reads them
// (printed: the time until every one is synced, and the busy events stored). Then
// available_slots over 30 days for the 10 staff of a service, with those busy times (target:
// median under 20 ms), beside the same call before the calendars held anything.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { median, percentile, startSigningServer, withBenchDatabase } from './bench-database.mjs';
import { businessSql, eventsSql, login, staffUser } from './calendar-sync-seed.mjs';

const staffCount = 100;
const eventsEach = 1000;
const clientId = 'test_bench';
const ids = {
  owner: randomUUID(),
  tenant: randomUUID(),
  service: randomUUID(),
  option: randomUUID(),
};

async function call(server, token, method, path, body) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}`, apikey: token }),
      'content-type':
        typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
  });
  if (response.status >= 400)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** One staff member connects their Google account as in a browser: start, consent, callback. */
async function connectGoogle(server, token, n) {
  const start = await call(
    server,
    token,
    'GET',
    `/calendar/v1/oauth/google/start?tenant_id=${ids.tenant}`,
  );
  const consent = new URL((await start.json()).url);
  await call(server, null, 'GET', `${consent.pathname}${consent.search}`);
  const form = new URLSearchParams({ login: login(n), decision: 'allow' });
  for (const name of ['client_id', 'redirect_uri', 'state', 'scope'])
    form.set(name, consent.searchParams.get(name) ?? '');
  const answered = await call(server, null, 'POST', consent.pathname, form.toString());
  const callback = new URL(answered.headers.get('location'));
  const back = await call(server, null, 'GET', `${callback.pathname}${callback.search}`);
  const screen = back.headers.get('location') ?? '';
  if (!screen.includes('connected=google')) throw new Error(`staff ${n}: sent back to ${screen}`);
}

async function waitFor(db, what, sql, params) {
  const begun = Date.now();
  for (;;) {
    const { rows } = await db.query(sql, params);
    if (rows[0].done) return;
    if (Date.now() - begun > 10 * 60_000) throw new Error(`${what}: not done in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A call timed 40 times after 3 warm-ups: median, p95 and the count of its last answer. */
async function timed(run) {
  const times = [];
  let count = 0;
  for (let round = 0; round < 43; round++) {
    const begun = performance.now();
    count = await run();
    if (round >= 3) times.push(performance.now() - begun);
  }
  return { median: median(times), p95: percentile(times, 0.95), count };
}

/**
 * available_slots over 30 days for the service's 10 staff: through /rest/v1/rpc as the booking
 * page asks (its answer capped at REST_MAX_ROWS, 1,000 by default), and in the database alone,
 * which also counts every free start.
 */
async function slotFigures(server, token, db) {
  const from = new Date(Date.now() + 3600_000);
  const to = new Date(from.getTime() + 30 * 86400_000);
  const body = { service_id: ids.service, option_id: ids.option, from, to };
  const api = await timed(
    async () =>
      (await (await call(server, token, 'POST', '/rest/v1/rpc/available_slots', body)).json())
        .length,
  );
  const database = await timed(async () => {
    const { rows } = await db.query(
      'select count(*)::int as n from public.available_slots($1, $2, $3, $4)',
      [ids.service, ids.option, from, to],
    );
    return rows[0].n;
  });
  return { api, database };
}

const blocking = `from calendars.calendars where tenant_id = $1 and blocks`;

export async function benchCalendarSync(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startSigningServer(port, databaseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query(businessSql({ ids, staffCount }));
      const owner = await server.token(ids.owner);
      await call(server, owner, 'PUT', `/calendar/v1/oauth-clients/${ids.tenant}/google`, {
        client_id: clientId,
        client_secret: 'bench-secret',
      });
      const connectBegun = performance.now();
      for (let first = 1; first <= staffCount; first += 10) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, k) =>
            connectGoogle(server, await server.token(staffUser(first + k)), first + k),
          ),
        );
      }
      const connectMs = performance.now() - connectBegun;
      // Each account also has a read-only team calendar: the staff member turns it off.
      const { rows: teams } = await db.query(
        `select id from calendars.calendars where tenant_id = $1 and not writable`,
        [ids.tenant],
      );
      for (const { id } of teams) {
        await call(server, owner, 'POST', '/rest/v1/rpc/set_calendar_use', {
          calendar_id: id,
          blocks: false,
          receives_bookings: null,
        });
      }
      // Quiet before timing: every calendar's first (empty) read done, every push channel open.
      await waitFor(
        db,
        'first reads and push channels',
        `select count(*) filter (where synced_at is not null and push_id is not null) = ${staffCount} as done ${blocking}`,
        [ids.tenant],
      );
      const before = await slotFigures(server, owner, db);
      await db.query(eventsSql({ clientId, staffCount, eventsEach }));
      // All due at one instant, as a push for each would make them (calendars.sync_now).
      await db.query('begin');
      const { rows: due } = await db.query(
        `select now() as at, calendars.sync_now(tenant_id, id) ${blocking}`,
        [ids.tenant],
      );
      await db.query('commit');
      const syncBegun = performance.now();
      await waitFor(
        db,
        'the sync',
        `select count(*) filter (where synced_at >= $2) = ${staffCount} as done ${blocking}`,
        [ids.tenant, due[0].at],
      );
      const syncMs = performance.now() - syncBegun;
      const {
        rows: [stored],
      } = await db.query(
        `select count(*)::int as events, sum(u.n)::int as ranges,
                (select count(*)::int from calendars.stand_in_events where free) as free
         from calendars.busy_events b, lateral (select count(*) as n from unnest(b.busy)) u
         where b.tenant_id = $1`,
        [ids.tenant],
      );
      console.log(
        `calendar sync, ${due.length} Google calendars (stand-in, connected through consent and callback over HTTP in ${(connectMs / 1000).toFixed(1)} s) of ${eventsEach.toLocaleString('en')} events each, all due at once, PostgreSQL: ` +
          `all synced by the server's sync worker in ${(syncMs / 1000).toFixed(1)} s (${((due.length * 1000) / syncMs).toFixed(1)} calendars/s); ` +
          `${stored.events.toLocaleString('en')} busy events stored (the ${stored.free.toLocaleString('en')} marked free left out), ${stored.ranges.toLocaleString('en')} busy ranges with the recurrences expanded`,
      );
      // The statistics autovacuum gathers soon after a change this size: without them, a plan
      // of available_slots cached while busy_events was empty (the "before" figures) scans it
      // whole for every staff member until autovacuum's ANALYZE replaces it.
      await db.query('analyze calendars.busy_events');
      const after = await slotFigures(server, owner, db);
      const ms = (value) => `${value.toFixed(1)} ms`;
      console.log(
        `available_slots, 30 days, 10 staff with ${eventsEach.toLocaleString('en')} calendar events each, PostgreSQL: ` +
          `through /rest/v1/rpc median ${ms(after.api.median)}, p95 ${ms(after.api.p95)} (target median < 20 ms; ${after.api.count} starts answered, the row cap), ` +
          `in the database alone median ${ms(after.database.median)}, p95 ${ms(after.database.p95)} (${after.database.count.toLocaleString('en')} free starts); ` +
          `before the events: median ${ms(before.api.median)} through the API, ${ms(before.database.median)} in the database (${before.database.count.toLocaleString('en')} free starts)`,
      );
    } finally {
      await db.end();
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchCalendarSync(Number(process.env.BENCH_PORT ?? 4321));
}
