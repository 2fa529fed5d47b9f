-- How full the sessions held in a period were: places offered, booked, attended, no-shows and
-- late cancels, in total, by service, by staff member and by local weekday and hour. A session
-- is held when it was not cancelled and has started; a staff member sees their own sessions only
-- (app.report_staff). Security invoker, so the tables' row-level security applies as well.
create or replace function public.report_attendance(
  tenant_id uuid, first_day date, last_day date, service_id uuid default null,
  staff_id uuid default null
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
  only_staff uuid := app.report_staff(report_attendance.tenant_id, report_attendance.staff_id);
  period tstzrange := app.report_window(report_attendance.tenant_id, report_attendance.first_day,
                                        report_attendance.last_day);
  zone text;
  report jsonb;
begin
  select t.time_zone into zone from public.tenants t where t.id = report_attendance.tenant_id;

  -- One row per held session with its places counted: a single pass over the period's
  -- sessions, their places and the places' attendance.
  with sessions as materialized (
    select b.service_id, b.staff_id, b.capacity,
           extract(isodow from b.starts_at at time zone zone)::int as weekday,
           extract(hour from b.starts_at at time zone zone)::int as hour,
           count(*) filter (where e.status in ('confirmed', 'no_show')) as booked,
           count(*) filter (where a.status in ('present', 'late')) as attended,
           count(*) filter (where e.status = 'no_show') as no_shows,
           count(*) filter (where e.status = 'late_cancelled') as late_cancels
    from public.bookings b
    left join public.enrollments e on e.tenant_id = b.tenant_id and e.booking_id = b.id
    left join public.attendance a on a.tenant_id = e.tenant_id and a.enrollment_id = e.id
    where b.tenant_id = report_attendance.tenant_id
      and b.starts_at >= lower(period) and b.starts_at < upper(period)
      and b.starts_at < now()
      and b.status <> 'cancelled'
      and (report_attendance.service_id is null or b.service_id = report_attendance.service_id)
      and (only_staff is null or b.staff_id = only_staff)
    group by b.tenant_id, b.id
  ), by_service as (
    select s.service_id, sv.name, count(*)::int as sessions, sum(s.capacity)::int as offered,
           sum(s.booked)::int as booked, sum(s.attended)::int as attended,
           sum(s.no_shows)::int as no_shows, sum(s.late_cancels)::int as late_cancels
    from sessions s
    join public.services sv on sv.tenant_id = report_attendance.tenant_id and sv.id = s.service_id
    group by s.service_id, sv.name
  ), by_staff as (
    select s.staff_id, st.display_name as name, count(*)::int as sessions,
           sum(s.capacity)::int as offered, sum(s.booked)::int as booked,
           sum(s.attended)::int as attended, sum(s.no_shows)::int as no_shows,
           sum(s.late_cancels)::int as late_cancels
    from sessions s
    left join public.staff st on st.tenant_id = report_attendance.tenant_id and st.id = s.staff_id
    group by s.staff_id, st.display_name
  ), heatmap as (
    select s.weekday, s.hour, count(*)::int as sessions, sum(s.capacity)::int as offered,
           sum(s.booked)::int as booked
    from sessions s
    group by s.weekday, s.hour
  )
  select jsonb_build_object(
           'sessions', count(*)::int,
           'offered', coalesce(sum(s.capacity), 0)::int,
           'booked', coalesce(sum(s.booked), 0)::int,
           'attended', coalesce(sum(s.attended), 0)::int,
           'no_shows', coalesce(sum(s.no_shows), 0)::int,
           'late_cancels', coalesce(sum(s.late_cancels), 0)::int,
           'by_service', (select coalesce(jsonb_agg(to_jsonb(r) order by r.name, r.service_id),
                                          '[]'::jsonb) from by_service r),
           'by_staff', (select coalesce(jsonb_agg(to_jsonb(r) order by r.name nulls last,
                                                  r.staff_id nulls last), '[]'::jsonb)
                        from by_staff r),
           'heatmap', (select coalesce(jsonb_agg(to_jsonb(r) order by r.weekday, r.hour),
                                       '[]'::jsonb) from heatmap r))
    into report
  from sessions s;
  return report;
end
$$;

revoke execute on function public.report_attendance(uuid,date,date,uuid,uuid) from public;
grant execute on function public.report_attendance(uuid,date,date,uuid,uuid) to authenticated, service_role;
