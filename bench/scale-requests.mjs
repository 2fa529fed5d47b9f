// The scale benchmark's five requests, for business 1 of bench/scale-load.sql, as the screens
// send them (src/web/features/*/queries.ts): each a `run(url, seconds)` giving its figures.
import { repeatRun, varyingRun } from './load-runs.mjs';
const bookingColumns =
  'tenant_id,id,service_id,staff_id,series_id,starts_at,ends_at,capacity,location,status,' +
  'cancelled_at,cancel_reason,service_kind,service_name,service_colour,staff_name,taken,' +
  'confirmed_count,waitlist_count';
const clientColumns =
  'id,user_id,full_name,email,phone,birth_date,tags,status,created_at,balance_minor,' +
  'credits_remaining,has_pass';
const sessionColumns =
  'id,service_id,service_name,starts_at,ends_at,location,status,staff_name,capacity,taken,' +
  'confirmed_count,waitlist_count';
// Clients of business 1 who each enroll into every open class once: enough distinct places
// for one pass of the benchmark at a few hundred enrollments a second.
const enrollers = 300;

const headers = (token, extra = {}) => ({
  authorization: `Bearer ${token}`,
  apikey: token,
  'content-type': 'application/json',
  ...extra,
});

/** Adds the enrolling clients (once) and returns the five requests, by name. */
export async function scaleRequests(client, token) {
  const ids = (
    await client.query(
      `select pg_temp.scale_id('tenant', 1) as tenant, pg_temp.scale_id('owner', 1) as owner,
              pg_temp.scale_id('client', 1, 1) as client`,
    )
  ).rows[0];
  await client.query(
    `insert into auth.users (id, email)
     select pg_temp.scale_id('enroller', 1, k), 'enroller' || k || '@scale.test'
     from generate_series(1, $1) k`,
    [enrollers],
  );
  await client.query(
    `insert into public.clients (tenant_id, id, user_id, full_name)
     select pg_temp.scale_id('tenant', 1), pg_temp.scale_id('enroller', 1, k),
            pg_temp.scale_id('enroller', 1, k), 'Enroller ' || k
     from generate_series(1, $1) k`,
    [enrollers],
  );
  // Classes that have not started, with the drop-in of each (scale-load.sql: option k = class k).
  const { rows: classes } = await client.query(
    `select b.id as booking_id, o.id as option_id from public.bookings b
     join public.service_options o on o.tenant_id = b.tenant_id and o.service_id = b.service_id
       and o.kind = 'drop_in'
     where b.tenant_id = $1 and b.starts_at > now() + interval '1 hour'`,
    [ids.tenant],
  );
  const owner = await token(ids.owner);
  const portalClient = await token(ids.client);
  const { rows: enrollerIds } = await client.query(
    `select pg_temp.scale_id('enroller', 1, k) as id from generate_series(1, $1) k`,
    [enrollers],
  );
  // One at a time: each token opens a connection to create its session.
  const enrollerTokens = [];
  for (const { id } of enrollerIds) enrollerTokens.push(await token(id));

  const now = new Date();
  const fortnight = new Date(now.getTime() + 14 * 86_400_000);
  const fixed = (request) => ({ run: (url, seconds) => repeatRun(url, request, seconds) });
  let place = 0;
  return {
    'bookings list': fixed({
      path: `/rest/v1/booking_summaries?select=${bookingColumns}&tenant_id=eq.${ids.tenant}&order=starts_at.desc,id&offset=0&limit=25`,
      headers: headers(owner, { prefer: 'count=exact' }),
    }),
    'client list': fixed({
      path: `/rest/v1/client_directory?select=${clientColumns}&tenant_id=eq.${ids.tenant}&status=eq.active&order=sort_name,id&offset=0&limit=100`,
      headers: headers(owner, { prefer: 'count=exact' }),
    }),
    dashboard: fixed({
      method: 'POST',
      path: '/rest/v1/rpc/dashboard_today',
      headers: headers(owner),
      body: JSON.stringify({ tenant_id: ids.tenant }),
    }),
    "client's catalogue": fixed({
      path: `/rest/v1/booking_summaries?select=${sessionColumns}&tenant_id=eq.${ids.tenant}&service_kind=eq.group&status=eq.scheduled&starts_at=gt.${now.toISOString()}&starts_at=lt.${fortnight.toISOString()}&order=starts_at,id`,
      headers: headers(portalClient),
    }),
    // Last, because the places it takes are removed again (undoEnrollments) before the next pass.
    enrollment: {
      run: (url, seconds) =>
        varyingRun(
          url,
          () => {
            // Class-major order, so concurrent requests mostly lock different classes.
            const which = place++;
            const enroller = Math.floor(which / classes.length);
            if (enroller >= enrollers) throw new Error('the scale benchmark ran out of places');
            const { booking_id, option_id } = classes[which % classes.length];
            return {
              path: '/rest/v1/rpc/enroll',
              init: {
                method: 'POST',
                headers: headers(enrollerTokens[enroller]),
                body: JSON.stringify({ booking_id, option_id }),
              },
            };
          },
          seconds,
        ),
      /** Removes the places taken so far and their charges, so each pass starts alike. */
      async undo() {
        await client.query(`
          begin;
          set local session_replication_role = replica;
          delete from public.transactions t using public.clients c
          where c.tenant_id = t.tenant_id and c.id = t.client_id and c.full_name like 'Enroller %';
          delete from public.enrollments e using public.clients c
          where c.tenant_id = e.tenant_id and c.id = e.client_id and c.full_name like 'Enroller %';
          commit;`);
        place = 0;
      },
    },
  };
}
