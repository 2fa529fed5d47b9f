// What the audit trail costs (issue 38, point 6) on PostgreSQL: the owner enrolls clients one at
// a time through the data API (enroll, a drop-in: a place, its ledger entry and their audit
// entries), in rounds that take turns with the trail's triggers on and switched off, so that
// the machine's drift falls on both alike. Prints the median of each and how far apart they
// are. Target: the trail's median within 10% of the one without it.
import { randomUUID } from 'node:crypto';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { median, startSigningServer, withBenchDatabase } from './bench-database.mjs';

const rounds = 6;
const perRound = 150;

const ids = {
  owner: randomUUID(),
  tenant: randomUUID(),
  service: randomUUID(),
  dropIn: randomUUID(),
};

// One session per round, each with room for every enrollment of it, and a client per enrollment.
const seed = `
  insert into auth.users (id, email) values ('${ids.owner}', 'owner@bench.test');
  insert into public.tenants (id, slug, name, time_zone, currency)
    values ('${ids.tenant}', 'bench-audit', 'Bench Studio', 'Europe/London', 'GBP');
  insert into public.memberships (tenant_id, user_id, role) values ('${ids.tenant}', '${ids.owner}', 'owner');
  insert into public.services (tenant_id, id, kind, name, duration_minutes, capacity)
    values ('${ids.tenant}', '${ids.service}', 'group', 'Spin', 45, 1000);
  insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
    values ('${ids.tenant}', '${ids.dropIn}', '${ids.service}', 'drop_in', 'Drop-in', 1200, 'GBP');
  insert into public.bookings (tenant_id, service_id, starts_at, ends_at, capacity)
    select '${ids.tenant}', '${ids.service}', now() + n * interval '1 day',
           now() + n * interval '1 day' + interval '45 minutes', 1000
    from generate_series(1, ${rounds}) n;
  insert into public.clients (tenant_id, full_name)
    select '${ids.tenant}', 'Rider ' || n from generate_series(1, ${rounds * perRound}) n;
  analyze;`;

/** Switches every audited table's trail trigger on or off (migration 0356). */
async function switchTrail(db, on) {
  const { rows } = await db.query(
    `select t.tgrelid::regclass::text as relation, t.tgname as name
     from pg_trigger t where t.tgfoid = 'audit.record_change'::regproc`,
  );
  for (const { relation, name } of rows) {
    await db.query(`alter table ${relation} ${on ? 'enable' : 'disable'} trigger ${name}`);
  }
}

async function enrollEach(server, token, session, clients) {
  const times = [];
  for (const client of clients) {
    const begun = performance.now();
    const response = await fetch(`${server.url}/rest/v1/rpc/enroll`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        apikey: token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ booking_id: session, option_id: ids.dropIn, client_id: client }),
    });
    const place = await response.json();
    if (response.status !== 200) throw new Error(`enroll: ${JSON.stringify(place)}`);
    times.push(performance.now() - begun);
  }
  return times;
}

export async function benchAuditTrail(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startSigningServer(port, databaseUrl);
    const db = await openPostgresDatabase(databaseUrl);
    try {
      await db.exec(seed);
      const token = await server.token(ids.owner);
      const { rows: sessions } = await db.query(
        'select id from public.bookings where tenant_id = $1 order by starts_at',
        [ids.tenant],
      );
      const { rows: clients } = await db.query(
        'select id from public.clients where tenant_id = $1 order by full_name',
        [ids.tenant],
      );
      const times = { on: [], off: [] };
      for (let round = 0; round < rounds; round++) {
        const on = round % 2 === 0;
        await switchTrail(db, on);
        const ofRound = clients.slice(round * perRound, (round + 1) * perRound).map((c) => c.id);
        // The first ten of each round warm the caches after the switch.
        const measured = await enrollEach(server, token, sessions[round].id, ofRound);
        times[on ? 'on' : 'off'].push(...measured.slice(10));
      }
      await switchTrail(db, true);
      const { rows: written } = await db.query(
        `select count(*)::int as entries from audit.entries where tenant_id = $1 and subject = 'place'`,
        [ids.tenant],
      );
      const withTrail = median(times.on);
      const without = median(times.off);
      const apart = ((withTrail - without) / without) * 100;
      console.log(
        `enroll one at a time, PostgreSQL, ${times.on.length} with the audit trail and ${times.off.length} without: p50 ${withTrail.toFixed(2)} ms with, ${without.toFixed(2)} ms without (${apart >= 0 ? '+' : ''}${apart.toFixed(1)}%; target within 10%); ${written[0].entries} places written down`,
      );
    } finally {
      await db.close();
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchAuditTrail(Number(process.env.BENCH_PORT ?? 4321));
}
