-- Check-in and attendance: staff mark any place of their business; a client may check
-- themselves in from 30 minutes before the start to the end. Absent marks the place a no-show;
-- marking it present or late again undoes that.
create or replace function public.check_in(enrollment_id uuid, status text default 'present')
returns public.attendance
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  place public.enrollments;
  session public.bookings;
  by_staff boolean;
  marked public.attendance;
begin
  select e.* into place from public.enrollments e where e.id = check_in.enrollment_id for update;
  by_staff := place.tenant_id in (select app.staff_tenants());
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such place to check in.', 404);
  end if;
  if check_in.status not in ('present', 'late', 'absent') then
    perform app.raise_error('invalid_status', 'Mark attendance as present, late or absent.');
  end if;
  if place.status not in ('confirmed', 'no_show') then
    perform app.raise_error('not_confirmed', 'Only a confirmed place can be checked in.', 409);
  end if;
  select * into session from public.bookings where tenant_id = place.tenant_id and id = place.booking_id;
  if not by_staff and (check_in.status <> 'present'
      or now() < session.starts_at - interval '30 minutes' or now() > session.ends_at) then
    perform app.raise_error('check_in_closed',
      'You can check yourself in from 30 minutes before the start until the end.', 409);
  end if;
  insert into public.attendance (tenant_id, enrollment_id, status, checked_in_at, checked_in_by, method)
  values (place.tenant_id, place.id, check_in.status,
          case when check_in.status = 'absent' then null else now() end, caller,
          case when by_staff then 'staff' else 'self' end)
  on conflict (tenant_id, enrollment_id) do update
    set status = excluded.status, checked_in_at = excluded.checked_in_at,
        checked_in_by = excluded.checked_in_by, method = excluded.method
  returning * into marked;
  update public.enrollments
  set status = case when check_in.status = 'absent' then 'no_show' else 'confirmed' end,
      updated_at = now()
  where tenant_id = place.tenant_id and id = place.id;
  return marked;
end
$$;

revoke execute on function public.check_in(uuid,text) from public;
grant execute on function public.check_in(uuid,text) to authenticated, service_role;
