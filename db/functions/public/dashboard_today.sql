-- Today in the business's time zone: its sessions with their fill, the arrivals so far, and
-- the money taken (payments less refunds recorded today, in the business's currency).
create or replace function public.dashboard_today(tenant_id uuid) returns jsonb
language plpgsql stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  business public.tenants;
  day date;
  day_start timestamptz;
  day_end timestamptz;
  sessions jsonb;
  arrivals jsonb;
  revenue jsonb;
begin
  perform app.require_staff_of(dashboard_today.tenant_id);
  select * into business from public.tenants where id = dashboard_today.tenant_id;
  day := (now() at time zone business.time_zone)::date;
  -- A local day may be 23 or 25 hours long; the zone decides both ends.
  day_start := day::timestamp at time zone business.time_zone;
  day_end := (day + 1)::timestamp at time zone business.time_zone;

  select coalesce(jsonb_agg(s order by s.starts_at, s.service_name), '[]'::jsonb) into sessions
  from (
    select b.id as booking_id, b.starts_at, b.ends_at, b.capacity, b.location, b.status,
           sv.name as service_name, sv.kind as service_kind, st.display_name as staff_name,
           count(*) filter (where e.status = 'confirmed')::int as confirmed,
           count(*) filter (where e.status in ('waitlisted', 'offered'))::int as waitlisted,
           count(*) filter (where a.status in ('present', 'late'))::int as checked_in
    from public.bookings b
    join public.services sv on sv.tenant_id = b.tenant_id and sv.id = b.service_id
    left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
    left join public.enrollments e on e.tenant_id = b.tenant_id and e.booking_id = b.id
    left join public.attendance a on a.tenant_id = e.tenant_id and a.enrollment_id = e.id
    where b.tenant_id = dashboard_today.tenant_id
      and b.starts_at >= day_start and b.starts_at < day_end
      and b.status <> 'cancelled'
    group by b.tenant_id, b.id, sv.name, sv.kind, st.display_name
  ) s;

  -- Expected: every place held in today's sessions, a no-show included (they were expected).
  select jsonb_build_object(
           'expected', count(*)::int,
           'checked_in', (count(*) filter (where a.status in ('present', 'late')))::int)
    into arrivals
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  left join public.attendance a on a.tenant_id = e.tenant_id and a.enrollment_id = e.id
  where e.tenant_id = dashboard_today.tenant_id
    and e.status in ('confirmed', 'no_show')
    and b.status <> 'cancelled'
    and b.starts_at >= day_start and b.starts_at < day_end;

  select jsonb_build_object(
           'payments_minor', coalesce(sum(amount_minor) filter (where kind = 'payment'), 0)::bigint,
           'refunds_minor', coalesce(sum(amount_minor) filter (where kind = 'refund'), 0)::bigint)
    into revenue
  from public.transactions
  where tenant_id = dashboard_today.tenant_id
    and currency = business.currency
    and created_at >= day_start and created_at < day_end
    and kind in ('payment', 'refund');

  return jsonb_build_object(
    'date', day,
    'time_zone', business.time_zone,
    'currency', business.currency,
    'sessions', sessions,
    'arrivals', arrivals,
    'revenue', revenue || jsonb_build_object(
      'net_minor', (revenue->>'payments_minor')::bigint - (revenue->>'refunds_minor')::bigint));
end
$$;

revoke execute on function public.dashboard_today(uuid) from public;
grant execute on function public.dashboard_today(uuid) to authenticated, service_role;
