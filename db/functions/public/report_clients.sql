-- The clients report of a period (issue 36): visits, new and returning clients, how many of the
-- new came back within 30 and 90 days, and the active clients at risk: no visit for
-- `at_risk_days` before the period's end (or now, while it runs). A visit is a confirmed place in
-- a session held (not cancelled, already started), at the session's start; a service or staff
-- filter restricts which sessions count, first visits included. Days here are 24 hours, so
-- that "within 30 days" does not depend on the time zone of the connection.
create or replace function public.report_clients(
  tenant_id uuid,
  first_day date,
  last_day date,
  service_id uuid default null,
  staff_id uuid default null,
  at_risk_days int default 30
) returns jsonb
language plpgsql stable
set search_path = ''
-- The policies on bookings price these queries so high that PostgreSQL would compile them to
-- machine code (JIT) on every call: over a second for a report that reads in a fraction of it.
-- And a period, a service and a staff member choose very different plans: after five calls
-- PL/pgSQL would keep one generic plan for all of them, two to three times slower. Planning
-- each call afresh costs a millisecond.
set jit = off
set plan_cache_mode = force_custom_plan
as $$
#variable_conflict use_column
declare
  span tstzrange;
  reference timestamptz;
  report jsonb;
begin
  perform app.require_admin_of(report_clients.tenant_id);
  span := app.report_window(report_clients.tenant_id, report_clients.first_day, report_clients.last_day);
  if report_clients.at_risk_days is null or report_clients.at_risk_days not between 1 and 365 then
    perform app.raise_error('invalid_at_risk_days',
      'Count clients at risk after 1 to 365 days without a visit.');
  end if;
  reference := least(upper(span), now());

  with visits as materialized (
    select e.client_id, b.starts_at
    from public.enrollments e
    join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
    where e.tenant_id = report_clients.tenant_id
      and e.status = 'confirmed'
      and b.status <> 'cancelled'
      and b.starts_at < now()
      and (report_clients.service_id is null or b.service_id = report_clients.service_id)
      and (report_clients.staff_id is null or b.staff_id = report_clients.staff_id)
  ),
  visitors as materialized (
    select v.client_id,
           min(v.starts_at) as first_visit,
           count(*) filter (where v.starts_at <@ span) as in_period,
           max(v.starts_at) filter (where v.starts_at < reference) as last_visit,
           count(*) filter (where v.starts_at < reference) as visits_by_reference
    from visits v
    group by v.client_id
  ),
  cohort as (
    select f.client_id,
           bool_or(v.starts_at > f.first_visit
                   and v.starts_at <= f.first_visit + make_interval(hours => 24 * 30)) as back_30,
           bool_or(v.starts_at > f.first_visit
                   and v.starts_at <= f.first_visit + make_interval(hours => 24 * 90)) as back_90
    from visitors f
    join visits v on v.client_id = f.client_id
    where f.first_visit <@ span
    group by f.client_id
  ),
  at_risk as (
    select f.client_id, c.full_name, c.email, c.phone, f.last_visit, f.visits_by_reference
    from visitors f
    join public.clients c on c.tenant_id = report_clients.tenant_id and c.id = f.client_id
    where c.status = 'active'
      and f.last_visit < reference - make_interval(hours => 24 * report_clients.at_risk_days)
  )
  select jsonb_build_object(
    'visits', (select coalesce(sum(f.in_period), 0) from visitors f)::int,
    'new_clients', (select count(*) from cohort)::int,
    'returning_clients',
      (select count(*) from visitors f where f.in_period > 0 and f.first_visit < lower(span))::int,
    'retention', (
      select jsonb_build_object('cohort', count(*)::int,
                                'back_30', (count(*) filter (where back_30))::int,
                                'back_90', (count(*) filter (where back_90))::int)
      from cohort),
    'at_risk_days', report_clients.at_risk_days,
    'at_risk_count', (select count(*) from at_risk)::int,
    'at_risk', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'client_id', r.client_id, 'full_name', r.full_name, 'email', r.email,
               'phone', r.phone, 'last_visit', r.last_visit, 'visits', r.visits_by_reference)
               order by r.last_visit desc, r.client_id), '[]'::jsonb)
      from (select * from at_risk order by last_visit desc, client_id limit 100) r))
    into report;
  return report;
end
$$;

revoke execute on function public.report_clients(uuid, date, date, uuid, uuid, int) from public;
grant execute on function public.report_clients(uuid, date, date, uuid, uuid, int) to authenticated, service_role;
