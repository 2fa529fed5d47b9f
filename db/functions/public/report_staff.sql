-- What each staff member taught in a period, the basis of a payroll: the group sessions they
-- held with the places booked and attended in them, and their private appointments held with
-- their total length. A session is held when it was not cancelled and has started; a staff
-- member sees their own line only (app.report_staff). Security invoker, so the tables'
-- row-level security applies as well.
create or replace function public.report_staff(
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
  only_staff uuid := app.report_staff(report_staff.tenant_id, report_staff.staff_id);
  period tstzrange := app.report_window(report_staff.tenant_id, report_staff.first_day,
                                        report_staff.last_day);
  report jsonb;
begin
  -- One row per held session with its places counted: a single pass over the period's
  -- sessions, their places and the places' attendance.
  with held as materialized (
    select b.staff_id, sv.kind, b.ends_at - b.starts_at as length,
           count(*) filter (where e.status in ('confirmed', 'no_show')) as booked,
           count(*) filter (where a.status in ('present', 'late')) as attended
    from public.bookings b
    join public.services sv on sv.tenant_id = b.tenant_id and sv.id = b.service_id
    left join public.enrollments e on e.tenant_id = b.tenant_id and e.booking_id = b.id
    left join public.attendance a on a.tenant_id = e.tenant_id and a.enrollment_id = e.id
    where b.tenant_id = report_staff.tenant_id
      and b.starts_at >= lower(period) and b.starts_at < upper(period)
      and b.starts_at < now()
      and b.status <> 'cancelled'
      and b.staff_id is not null
      and (report_staff.service_id is null or b.service_id = report_staff.service_id)
      and (only_staff is null or b.staff_id = only_staff)
    group by b.tenant_id, b.id, sv.kind
  ), lines as (
    select h.staff_id, st.display_name as name,
           (count(*) filter (where h.kind = 'group'))::int as sessions,
           coalesce(sum(h.booked) filter (where h.kind = 'group'), 0)::int as booked,
           coalesce(sum(h.attended) filter (where h.kind = 'group'), 0)::int as attended,
           (count(*) filter (where h.kind = 'private'))::int as appointments,
           round(extract(epoch from coalesce(sum(h.length) filter (where h.kind = 'private'),
                                             interval '0')) / 60)::int as private_minutes
    from held h
    join public.staff st on st.tenant_id = report_staff.tenant_id and st.id = h.staff_id
    group by h.staff_id, st.display_name
  )
  select jsonb_build_object(
           'staff', coalesce(jsonb_agg(to_jsonb(l) order by l.name, l.staff_id), '[]'::jsonb))
    into report
  from lines l;
  return report;
end
$$;

revoke execute on function public.report_staff(uuid,date,date,uuid,uuid) from public;
grant execute on function public.report_staff(uuid,date,date,uuid,uuid) to authenticated, service_role;
