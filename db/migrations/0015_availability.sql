-- Free start times for a private service: the one rule both the booking screens and booking
-- itself use. Weekly hours are local times: each day's window is built as a wall-clock time in
-- the business's time zone and converted to an instant, so days when clocks change are right;
-- starts then step every 15 minutes in real time. A start is free when the staff member is not
-- busy (bookings plus the service's buffers, as the exclusion constraint on bookings has it)
-- and not off, and it respects the service's minimum notice and maximum advance.

-- A row type rather than RETURNS TABLE: an output column may not share the name staff_id with
-- the parameter.
create type public.available_slot as (starts_at timestamptz, ends_at timestamptz, staff_id uuid);

create function public.available_slots(
  service_id uuid,
  option_id uuid,
  "from" timestamptz,
  "to" timestamptz,
  staff_id uuid default null
) returns setof public.available_slot
language plpgsql stable security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  service public.services;
  zone text;
  minutes int;
begin
  perform app.require_user();
  select * into service from public.services s where s.id = available_slots.service_id;
  if service.id is null or service.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('service_not_found', 'There is no such service.', 404);
  end if;
  if service.kind <> 'private' or not service.active then
    perform app.raise_error('not_bookable',
      'Only active private services have free times; group services have sessions.');
  end if;
  select coalesce(o.duration_minutes, service.duration_minutes) into minutes
  from public.service_options o
  where o.tenant_id = service.tenant_id and o.id = available_slots.option_id
    and o.service_id = service.id and o.active;
  if minutes is null then
    perform app.raise_error('option_not_found', 'Choose one of this service''s options.', 404);
  end if;
  if available_slots."from" is null or available_slots."to" is null
     or available_slots."to" <= available_slots."from"
     or available_slots."to" - available_slots."from" > interval '62 days' then
    perform app.raise_error('invalid_range',
      'Ask for free times between two moments at most 62 days apart.');
  end if;
  select time_zone into zone from public.tenants where id = service.tenant_id;

  return query
  with candidates as (
    select ss.staff_id
    from public.service_staff ss
    join public.staff s on s.tenant_id = ss.tenant_id and s.id = ss.staff_id and s.active
    where ss.tenant_id = service.tenant_id and ss.service_id = service.id
      and (available_slots.staff_id is null or ss.staff_id = available_slots.staff_id)
  ),
  days as (
    select day::date as day
    from generate_series(
      (available_slots."from" at time zone zone)::date,
      (available_slots."to" at time zone zone)::date,
      interval '1 day'
    ) as day
  ),
  windows as (
    select c.staff_id,
           (d.day + h.starts_at) at time zone zone as opens,
           (d.day + h.ends_at) at time zone zone as closes
    from candidates c
    join public.staff_hours h on h.tenant_id = service.tenant_id and h.staff_id = c.staff_id
    join days d on h.weekday = extract(isodow from d.day)
  ),
  starts as (
    select w.staff_id, slot
    from windows w,
         generate_series(w.opens, w.closes - make_interval(mins => minutes), interval '15 minutes') as slot
  )
  select st.slot, st.slot + make_interval(mins => minutes), st.staff_id
  from starts st
  where st.slot >= greatest(available_slots."from", now() + make_interval(mins => service.min_notice_minutes))
    and st.slot + make_interval(mins => minutes) <= available_slots."to"
    and st.slot <= now() + make_interval(days => service.max_advance_days)
    and not exists (
      select 1 from public.bookings b
      where b.tenant_id = service.tenant_id and b.staff_id = st.staff_id and b.status <> 'cancelled'
        and b.busy && tstzrange(
          st.slot - make_interval(mins => service.buffer_before_minutes),
          st.slot + make_interval(mins => minutes + service.buffer_after_minutes))
    )
    and not exists (
      select 1 from public.staff_time_off t
      where t.tenant_id = service.tenant_id and t.staff_id = st.staff_id
        and t.during && tstzrange(st.slot, st.slot + make_interval(mins => minutes))
    )
  order by st.slot, st.staff_id;
end
$$;
revoke execute on function public.available_slots(uuid, uuid, timestamptz, timestamptz, uuid)
  from public, anon;
grant execute on function public.available_slots(uuid, uuid, timestamptz, timestamptz, uuid)
  to authenticated, service_role;
