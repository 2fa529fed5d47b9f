-- A one-off group session, on the service's length; staff of the business schedule it.
create or replace function public.schedule_session(
  service_id uuid, starts_at timestamptz, staff_id uuid default null, capacity int default null,
  location text default ''
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  created public.bookings;
begin
  perform app.require_user();
  select s.* into service from public.services s where s.id = schedule_session.service_id;
  if service.id is null or service.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('service_not_found', 'There is no such service.', 404);
  end if;
  if service.kind <> 'group' then
    perform app.raise_error('not_a_group_service',
      'A session is for a group service; book a private appointment for a client instead.');
  end if;
  if schedule_session.starts_at is null then
    perform app.raise_error('invalid_start', 'Choose when the session starts.');
  end if;
  perform app.check_capacity(coalesce(schedule_session.capacity, service.capacity));
  perform app.check_session_staff(service.tenant_id, schedule_session.staff_id);
  begin
    insert into public.bookings (tenant_id, service_id, staff_id, starts_at, ends_at, capacity, location)
    values (service.tenant_id, service.id, schedule_session.staff_id, schedule_session.starts_at,
            schedule_session.starts_at + make_interval(mins => service.duration_minutes),
            coalesce(schedule_session.capacity, service.capacity),
            btrim(coalesce(schedule_session.location, '')))
    returning * into created;
  exception when exclusion_violation then
    perform app.raise_error('staff_busy', app.staff_busy_message(
      service.tenant_id, schedule_session.staff_id,
      tstzrange(schedule_session.starts_at - make_interval(mins => service.buffer_before_minutes),
                schedule_session.starts_at + make_interval(
                  mins => service.duration_minutes + service.buffer_after_minutes)),
      null), 409);
  end;
  return created;
end
$$;

revoke execute on function public.schedule_session(uuid,timestamp with time zone,uuid,integer,text) from public;
grant execute on function public.schedule_session(uuid,timestamp with time zone,uuid,integer,text) to authenticated, service_role;
