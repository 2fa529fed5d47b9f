-- Creates a group timetable: the series and all its sessions, or nothing when a session would
-- double-book the instructor (the error names the first such day).
create or replace function public.schedule_series(
  service_id uuid, weekdays int[], local_start time, first_day date, last_day date,
  staff_id uuid default null, capacity int default null, location text default ''
) returns public.booking_series
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  zone text;
  series public.booking_series;
  day date;
  starts timestamptz;
begin
  perform app.require_user();
  select s.* into service from public.services s where s.id = schedule_series.service_id;
  if service.id is null or service.tenant_id not in (select app.staff_tenants()) then
    perform app.raise_error('service_not_found', 'There is no such service.', 404);
  end if;
  if service.kind <> 'group' then
    perform app.raise_error('not_a_group_service', 'A timetable is for group services.');
  end if;
  if schedule_series.weekdays is null or cardinality(schedule_series.weekdays) = 0
     or not (schedule_series.weekdays <@ array[1, 2, 3, 4, 5, 6, 7]) then
    perform app.raise_error('invalid_weekdays', 'Choose weekdays from 1 (Monday) to 7 (Sunday).');
  end if;
  if schedule_series.first_day is null or schedule_series.last_day is null
     or schedule_series.last_day < schedule_series.first_day
     or schedule_series.last_day - schedule_series.first_day > 366 then
    perform app.raise_error('invalid_range', 'A timetable runs from a first to a last day at most a year apart.');
  end if;
  select time_zone into zone from public.tenants where id = service.tenant_id;
  insert into public.booking_series
    (tenant_id, service_id, staff_id, weekdays, local_start, first_day, last_day, capacity, location)
  values (service.tenant_id, service.id, schedule_series.staff_id,
          schedule_series.weekdays::smallint[], schedule_series.local_start,
          schedule_series.first_day, schedule_series.last_day,
          coalesce(schedule_series.capacity, service.capacity), coalesce(schedule_series.location, ''))
  returning * into series;
  for day in
    select d::date from generate_series(schedule_series.first_day, schedule_series.last_day, interval '1 day') d
    where extract(isodow from d)::int = any (schedule_series.weekdays)
  loop
    starts := (day + schedule_series.local_start) at time zone zone;
    begin
      insert into public.bookings
        (tenant_id, service_id, staff_id, starts_at, ends_at, capacity, location, series_id)
      values (service.tenant_id, service.id, series.staff_id, starts,
              starts + make_interval(mins => service.duration_minutes), series.capacity,
              series.location, series.id);
    exception when exclusion_violation then
      perform app.raise_error('staff_busy', format(
        'The instructor is already booked on %s at %s: change the time or the instructor.',
        to_char(day, 'FMDay DD Mon YYYY'), to_char(schedule_series.local_start, 'HH24:MI')), 409);
    end;
  end loop;
  return series;
end
$$;

revoke execute on function public.schedule_series(uuid,integer[],time without time zone,date,date,uuid,integer,text) from public;
grant execute on function public.schedule_series(uuid,integer[],time without time zone,date,date,uuid,integer,text) to authenticated, service_role;
