-- Recurring timetables and check-in.
-- A series is a weekly rule (weekdays and a local start time in the business's time zone); it is
-- turned into one booking per day at once, each start computed as a wall-clock time in the zone,
-- so sessions stay at 18:00 local across clock changes.

create table public.booking_series (
  tenant_id uuid not null,
  id uuid not null default gen_random_uuid(),
  service_id uuid not null,
  staff_id uuid,
  weekdays smallint[] not null check (weekdays <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[] and cardinality(weekdays) > 0),
  local_start time not null,
  first_day date not null,
  last_day date not null,
  capacity int not null check (capacity between 1 and 1000),
  location text not null default '',
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, service_id) references public.services (tenant_id, id),
  foreign key (tenant_id, staff_id) references public.staff (tenant_id, id),
  constraint booking_series_days check (last_day >= first_day and last_day - first_day <= 366)
);

alter table public.bookings add column series_id uuid;
alter table public.bookings add constraint bookings_series
  foreign key (tenant_id, series_id) references public.booking_series (tenant_id, id);

call app.protect_tenant_table('booking_series', 'staff_tenants', 'staff');

-- Creates a group timetable: the series and all its sessions, or nothing when a session would
-- double-book the instructor (the error names the first such day).
create function public.schedule_series(
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

-- Check-in and attendance: staff mark any place of their business; a client may check
-- themselves in from 30 minutes before the start to the end. Absent marks the place a no-show;
-- marking it present or late again undoes that.
create function public.check_in(enrollment_id uuid, status text default 'present')
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

revoke execute on function public.schedule_series(uuid, int[], time, date, date, uuid, int, text),
  public.check_in(uuid, text) from public, anon;
grant execute on function public.schedule_series(uuid, int[], time, date, date, uuid, int, text),
  public.check_in(uuid, text) to authenticated, service_role;
