// The booking domain on PostgreSQL: available_slots over 30 days for 10 staff members who already
// have 5,000 bookings (target: median under 50 ms), and 200 enrollments sent at once into one
// 10-place session (the wall time, and how many were confirmed: it must equal the capacity).
import { randomUUID } from 'node:crypto';
import { openPostgresDatabase } from '../dist/server/db/postgres-database.js';
import { median, percentile, startSigningServer, withBenchDatabase } from './bench-database.mjs';

const ids = {
  owner: randomUUID(),
  tenant: randomUUID(),
  privateService: randomUUID(),
  variant: randomUUID(),
  groupService: randomUUID(),
  dropIn: randomUUID(),
  session: randomUUID(),
};

// Ten staff working 07:00–20:30 every day in London; each day each has 17 half-hour bookings
// 45 minutes apart, 5,000 in all over the next 30 days, which leaves two starts a day free for
// a 45-minute appointment; and 200 clients for the busy class.
const seed = `
  insert into auth.users (id, email) values ('${ids.owner}', 'owner@bench.test');
  insert into public.tenants (id, slug, name, time_zone, currency)
    values ('${ids.tenant}', 'bench', 'Bench Studio', 'Europe/London', 'GBP');
  insert into public.memberships (tenant_id, user_id, role) values ('${ids.tenant}', '${ids.owner}', 'owner');
  insert into public.staff (tenant_id, display_name)
    select '${ids.tenant}', 'Staff ' || n from generate_series(1, 10) n;
  insert into public.staff_hours (tenant_id, staff_id, weekday, starts_at, ends_at)
    select tenant_id, id, weekday, '07:00', '20:30'
    from public.staff, generate_series(1, 7) weekday where tenant_id = '${ids.tenant}';
  insert into public.services (tenant_id, id, kind, name, duration_minutes, min_notice_minutes)
    values ('${ids.tenant}', '${ids.privateService}', 'private', 'Massage', 45, 0);
  insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
    values ('${ids.tenant}', '${ids.variant}', '${ids.privateService}', 'variant', '45 minutes', 4000, 'GBP');
  insert into public.service_staff (tenant_id, service_id, staff_id)
    select tenant_id, '${ids.privateService}', id from public.staff where tenant_id = '${ids.tenant}';
  insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
    select s.tenant_id, '${ids.privateService}', s.id, start, start + interval '30 minutes', 1
    from public.staff s, generate_series(1, 30) d, generate_series(0, 16) k,
         lateral (select ((current_date + d) + time '07:00' + k * interval '45 minutes')
                         at time zone 'Europe/London' as start) t
    where s.tenant_id = '${ids.tenant}'
    limit 5000;
  insert into public.services (tenant_id, id, kind, name, duration_minutes, capacity)
    values ('${ids.tenant}', '${ids.groupService}', 'group', 'Spin', 45, 10);
  insert into public.service_options (tenant_id, id, service_id, kind, name, price_minor, currency)
    values ('${ids.tenant}', '${ids.dropIn}', '${ids.groupService}', 'drop_in', 'Drop-in', 1200, 'GBP');
  insert into public.bookings (tenant_id, id, service_id, starts_at, ends_at, capacity)
    values ('${ids.tenant}', '${ids.session}', '${ids.groupService}',
            now() + interval '2 days', now() + interval '2 days 45 minutes', 10);
  insert into public.clients (tenant_id, full_name)
    select '${ids.tenant}', 'Rider ' || n from generate_series(1, 200) n;
  analyze;`;

function rpc(server, token, name, body) {
  return fetch(`${server.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      apikey: token,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

async function slotFigures(server, token) {
  const from = new Date(Date.now() + 3600_000);
  const body = {
    service_id: ids.privateService,
    option_id: ids.variant,
    from: from.toISOString(),
    to: new Date(from.getTime() + 30 * 86400_000).toISOString(),
  };
  const times = [];
  let count = 0;
  for (let run = 0; run < 43; run++) {
    const begun = performance.now();
    const response = await rpc(server, token, 'available_slots', body);
    const slots = await response.json();
    if (response.status !== 200) throw new Error(`available_slots: ${JSON.stringify(slots)}`);
    // The first three warm the caches.
    if (run >= 3) times.push(performance.now() - begun);
    count = slots.length;
  }
  return { median: median(times), p95: percentile(times, 0.95), count };
}

async function enrollmentFigures(db, server, token) {
  const { rows: clients } = await db.query('select id from public.clients where tenant_id = $1', [
    ids.tenant,
  ]);
  const begun = performance.now();
  const places = await Promise.all(
    clients.map(async ({ id }) => {
      const response = await rpc(server, token, 'enroll', {
        booking_id: ids.session,
        option_id: ids.dropIn,
        client_id: id,
      });
      const place = await response.json();
      if (response.status !== 200) throw new Error(`enroll: ${JSON.stringify(place)}`);
      return place;
    }),
  );
  const wallMs = performance.now() - begun;
  const positions = places.filter((p) => p.status === 'waitlisted').map((p) => p.waitlist_position);
  return {
    wallMs,
    confirmed: places.filter((p) => p.status === 'confirmed').length,
    waitlisted: positions.length,
    distinctPositions: new Set(positions).size,
  };
}

export async function benchBookingDomain(port) {
  await withBenchDatabase(async (databaseUrl) => {
    const server = await startSigningServer(port, databaseUrl);
    const db = await openPostgresDatabase(databaseUrl);
    try {
      await db.exec(seed);
      const token = await server.token(ids.owner);
      const slots = await slotFigures(server, token);
      console.log(
        `available_slots, 30 days, 10 staff, 5,000 bookings, PostgreSQL: median ${slots.median.toFixed(1)} ms, p95 ${slots.p95.toFixed(1)} ms (${slots.count} free starts; target median < 50 ms)`,
      );
      const race = await enrollmentFigures(db, server, token);
      console.log(
        `200 simultaneous enrollments into a 10-place session: ${race.wallMs.toFixed(0)} ms wall time, ${race.confirmed} confirmed, ${race.waitlisted} waitlisted with ${race.distinctPositions} distinct positions`,
      );
    } finally {
      await db.close();
      await server.stop();
    }
  });
}
