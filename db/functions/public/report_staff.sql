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
as $$
#variable_conflict use_column
declare
  only_staff uuid := app.report_staff(report_staff.tenant_id, report_staff.staff_id);
  period tstzrange := app.report_window(report_staff.tenant_id, report_staff.first_day,
                                        report_staff.last_day);
  report jsonb;
begin
  with held as materialized (
    select b.tenant_id, b.id, b.staff_id, sv.kind, b.ends_at - b.starts_at as length
    from public.bookings b
    join public.services sv on sv.tenant_id = b.tenant_id and sv.id = b.service_id
    where b.tenant_id = report_staff.tenant_id
      and b.starts_at >= lower(period) and b.starts_at < upper(period)
      and b.starts_at < now()
      and b.status <> 'cancelled'
      and b.staff_id is not null
      and (report_staff.service_id is null or b.service_id = report_staff.service_id)
      and (only_staff is null or b.staff_id = only_staff)
  ), places as (
    select h.staff_id,
           count(*) filter (where e.status in ('confirmed', 'no_show')) as booked,
           count(*) filter (where a.status in ('present', 'late')) as attended
    from held h
    join public.enrollments e on e.tenant_id = h.tenant_id and e.booking_id = h.id
    left join public.attendance a on a.tenant_id = e.tenant_id and a.enrollment_id = e.id
    where h.kind = 'group'
    group by h.staff_id
  ), taught as (
    select h.staff_id,
           count(*) filter (where h.kind = 'group') as sessions,
           count(*) filter (where h.kind = 'private') as appointments,
           coalesce(sum(h.length) filter (where h.kind = 'private'), interval '0') as private_length
    from held h
    group by h.staff_id
  ), lines as (
    select t.staff_id, st.display_name as name, t.sessions::int as sessions,
           coalesce(p.booked, 0)::int as booked, coalesce(p.attended, 0)::int as attended,
           t.appointments::int as appointments,
           round(extract(epoch from t.private_length) / 60)::int as private_minutes
    from taught t
    join public.staff st on st.tenant_id = report_staff.tenant_id and st.id = t.staff_id
    left join places p on p.staff_id = t.staff_id
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
