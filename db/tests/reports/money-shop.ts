import { randomUUID } from 'node:crypto';
import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import type { Period } from './ledger-history.ts';

// The business a generated ledger history (ledger-history.ts) is written in, made fresh for each
// history by the server's own connection: its figures are then that history's alone.

const day = 24 * 3600 * 1000;

/** A business for one history: its services, staff, sessions, places and a membership. */
export interface Shop {
  id: string;
  currency: string;
  /** Three clients who pay in the business's currency, then a visitor who pays in euros. */
  clients: string[];
  serviceNames: Map<string, string>;
  /** Yoga's drop-in, pack and pass, Pilates' drop-in, the Massage's variant. */
  options: { id: string; kind: string; service_id: string }[];
  /** Yoga with Ann, Yoga with Bob, Pilates with no one, a Massage with Ann. */
  sessions: { id: string; service_id: string; staff_id: string | null }[];
  /** Each client's place in each session. */
  places: { id: string }[][];
  subscription: string;
  yoga: string;
  massage: string;
  ann: string;
  bob: string;
}

type Id = { id: string };

/** Makes a business in the period's zone and currency, owned by `ownerId`. */
export async function openShop(server: TestServer, ownerId: string, period: Period): Promise<Shop> {
  const q = async <T = Id>(sql: string, params: unknown[]) =>
    (await server.db.query<T>(sql, params)).rows;
  const slug = `money-${randomUUID().slice(0, 8)}`;
  const [tenant] = await q(
    `insert into public.tenants (slug, name, time_zone, currency) values ($1, $1, $2, $3)
     returning id`,
    [slug, period.zone, period.currency],
  );
  const id = (tenant as Id).id;
  await q(`insert into public.memberships (tenant_id, user_id, role) values ($1, $2, 'owner')`, [
    id,
    ownerId,
  ]);
  const [ann, bob] = await q(
    `insert into public.staff (tenant_id, display_name) values ($1, 'Ann'), ($1, 'Bob')
     returning id`,
    [id],
  );
  const [yoga, pilates, massage] = await q(
    `insert into public.services (tenant_id, kind, name, duration_minutes, capacity)
     values ($1, 'group', 'Yoga', 60, 10), ($1, 'group', 'Pilates', 60, 10),
            ($1, 'private', 'Massage', 60, 1)
     returning id`,
    [id],
  );
  const [y, p, m] = [yoga, pilates, massage].map((s) => (s as Id).id) as [string, string, string];
  const options = await q<{ id: string; kind: string; service_id: string }>(
    `insert into public.service_options
       (tenant_id, service_id, kind, name, price_minor, credits, validity_days)
     values ($1, $2, 'drop_in', 'Drop-in', 1500, null, null),
            ($1, $2, 'pack', 'Ten classes', 12000, 10, 90),
            ($1, $2, 'pass', 'Unlimited', 9000, null, 30),
            ($1, $3, 'drop_in', 'Drop-in', 1800, null, null),
            ($1, $4, 'variant', 'An hour', 7000, null, null)
     returning id, kind, service_id`,
    [id, y, p, m],
  );
  const annId = (ann as Id).id;
  const bobId = (bob as Id).id;
  const sessions = await q<{ id: string; service_id: string; staff_id: string | null }>(
    `insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity)
     select $1, s.service_id, s.staff_id, $5::timestamptz + s.n * interval '2 hours',
            $5::timestamptz + s.n * interval '2 hours' + interval '1 hour', s.capacity
     from (values (0, $2::uuid, $3::uuid, 10), (1, $2, $4, 10), (2, $6, null, 10), (3, $7, $3, 1))
       as s(n, service_id, staff_id, capacity)
     order by s.n
     returning id, service_id, staff_id`,
    [id, y, annId, bobId, new Date(period.start - 3 * day).toISOString(), p, m],
  );
  const clients = (
    await q(
      `insert into public.clients (tenant_id, full_name)
       select $1, case when n = 3 then 'Visitor' else 'Client ' || n end
       from generate_series(0, 3) n order by n
       returning id`,
      [id],
    )
  ).map((c) => c.id);
  const places = await q<{ id: string; client_id: string; booking_id: string }>(
    `insert into public.enrollments (tenant_id, booking_id, client_id, status, option_id)
     select $1, b.id, c.id,
            case when b.n = 4 and c.n > 1 then 'cancelled' else 'confirmed' end, o.id
     from unnest($2::uuid[]) with ordinality as b(id, n)
     cross join unnest($3::uuid[]) with ordinality as c(id, n)
     join unnest($4::uuid[]) with ordinality as o(id, n) on o.n = b.n
     returning id, client_id, booking_id`,
    [id, sessions.map((s) => s.id), clients, [0, 0, 3, 4].map((n) => options[n]?.id)],
  );
  const [plan] = await q(
    `insert into public.plans (tenant_id, name, price_minor, currency, period)
     values ($1, 'Monthly', 5000, $2, 'month') returning id`,
    [id, period.currency],
  );
  const [subscription] = await q(
    `insert into public.subscriptions (tenant_id, client_id, plan_id, state, pays_by)
     values ($1, $2, $3, 'live', 'desk') returning id`,
    [id, clients[0], (plan as Id).id],
  );
  return {
    id,
    currency: period.currency,
    clients,
    serviceNames: new Map([
      [y, 'Yoga'],
      [p, 'Pilates'],
      [m, 'Massage'],
    ]),
    options,
    sessions,
    places: clients.map((c) =>
      sessions.map((s) => places.find((e) => e.client_id === c && e.booking_id === s.id) as Id),
    ),
    subscription: (subscription as Id).id,
    yoga: y,
    massage: m,
    ann: annId,
    bob: bobId,
  };
}
