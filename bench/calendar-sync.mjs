// Calendar sync (issue 37, point 6) on PostgreSQL: 100 staff members each connect a Google
// calendar (the embedded stand-in, through the consent page and the callback over HTTP), each
// holding 1,000 events; all 100 fall due at once and the server's own sync worker reads them
// (printed: the time until every one is synced, and the busy events stored). Then
// available_slots over 30 days for the 10 staff of a service, with those busy times (target:
// median under 20 ms), beside the same call before the calendars held anything.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { median, percentile, startSigningServer, withBenchDatabase } from './bench-database.mjs';

const staffCount = 100;
const eventsEach = 1000;
const clientId = 'test_bench';
const login = (n) => `staff-${n}@bench.test`;
/** Staff member n's user id, as the seed makes it: md5('staff' || n)::uuid. */
const staffUser = (n) =>
  createHash('md5')
    .update(`staff${n}`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
const ids = {
  owner: randomUUID(),
  tenant: randomUUID(),
  service: randomUUID(),
  option: randomUUID(),
};

// Staff working 08:00–20:00 every day in London, each a user of the business (only active staff
// connect calendars); the first 10 deliver a 45-minute private service.
const business = `
  insert into auth.users (id, email) values ('${ids.owner}', 'owner@bench.test');
  insert into public.tenants (id, slug, name, time_zone, currency)
    values ('${ids.tenant}', 'bench-calendars', 'Bench Calendars', 'Europe/London', 'GBP');
  insert into public.memberships (tenant_id, user_id, role) values ('${ids.tenant}', '${ids.owner}', 'owner');
  insert into auth.users (id, email)
    select md5('staff' || n)::uuid, 'staff-' || n || '@bench.test' from generate_series(1, ${staffCount}) n;
  insert into public.memberships (tenant_id, user_id, role)
    select '${ids.tenant}', md5('staff' || n)::uuid, 'staff' from generate_series(1, ${staffCount}) n;
  insert into public.staff (tenant_id, user_id, display_name)
    select '${ids.tenant}', md5('staff' || n)::uuid, 'Staff ' || n from generate_series(1, ${staffCount}) n;
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
    select tenant_id, id, weekday, '08:00', '20:00'
    from public.staff, generate_series(1, 7) weekday where tenant_id = '${ids.tenant}';
  insert into public.services (tenant_id, id, kind, name, duration_minutes, min_notice_minutes)
    values ('${ids.tenant}', '${ids.service}', 'private', 'Massage', 45, 0);
  insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
    values ('${ids.tenant}', '${ids.option}', '${ids.service}', 'variant', '45 minutes', 4000, 'GBP');
  insert into public.service_staff (tenant_id, service_id, staff_id)
    select s.tenant_id, '${ids.service}', s.id from public.staff s
    where s.tenant_id = '${ids.tenant}' and s.user_id in (select md5('staff' || n)::uuid from generate_series(1, 10) n);`;

// Each staff member's Google calendar, written straight into the stand-in's own table (what its
// events.insert would store, without 100,000 requests). Per 100 events: 2 weekly series of 12
// (one with an EXDATE), 1 all-day event, 10 marked free (transparent) and 87 single events of
// 30–60 minutes; starts are spread over the next 60 days on a quarter-hour grid, distinct within
// a calendar (7919 is prime to 5,760 quarter-hours) and shifted per staff member.
const events = `
  insert into calendars.stand_in_events (owner, calendar_id, id, uid, title, starts_at, ends_at,
    start_date, end_date, time_zone, rrule, exdates, free)
  select 'google:${clientId}:' || login, login, 'b' || s || 'e' || n, 'b' || s || 'e' || n || '@bench.test',
    'Busy ' || n,
    case when kind <> 'all_day' then starts end,
    case when kind <> 'all_day' then starts + (30 + 15 * (n % 3)) * interval '1 minute' end,
    case when kind = 'all_day' then day end, case when kind = 'all_day' then day + 1 end,
    'Europe/London',
    case when kind = 'weekly' then 'FREQ=WEEKLY;COUNT=12' end,
    case when kind = 'weekly' and n % 100 = 0
      then array[((day + 7) + quarter * interval '15 minutes') at time zone 'Europe/London']
      else '{}' end,
    kind = 'free'
  from generate_series(1, ${staffCount}) s, generate_series(1, ${eventsEach}) n,
    lateral (select 'staff-' || s || '@bench.test' as login,
                    (n * 7919 + s * 104729) % 5760 as h,
                    case when n % 100 < 2 then 'weekly' when n % 100 = 2 then 'all_day'
                         when n % 100 < 13 then 'free' else 'single' end as kind) k,
    lateral (select current_date + 1 + (case when kind = 'weekly' then h / 96 % 7 else h / 96 end)::int as day,
                    h % 96 as quarter) d,
    lateral (select (day + quarter * interval '15 minutes') at time zone 'Europe/London' as starts) t;
  analyze calendars.stand_in_events;`;

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
      await db.query(business);
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
      await db.query(events);
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
