-- available_slots, same answers, a different plan. 0015 probed the bookings and the time off
-- once per candidate start (thousands of index probes for a month of ten staff); here each staff
-- member's busy time and time off in the asked period are first gathered into one multirange,
-- and each candidate is tested against it in memory. The rules are 0015's, unchanged. The busy
-- times of the staff member's blocking calendars (issue 37) are gathered into the same
-- multirange as their bookings, so a candidate keeps its buffers clear of them just as of a
-- booking; busy_events only ever holds blocking calendars' events (set_calendar_use).
create or replace function public.available_slots(
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
  reach tstzrange;
begin
  -- Anyone may ask, signed in or not: free times are part of a business's public booking page
  -- (0028). They name no one: a time is free or it is not.
  select * into service from public.services s where s.id = available_slots.service_id;
  if service.id is null then
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
  -- Every busy time or time off that could touch a candidate, buffers included.
  reach := tstzrange(
    available_slots."from" - make_interval(mins => service.buffer_before_minutes + minutes),
    available_slots."to" + make_interval(mins => service.buffer_after_minutes));

  return query
  with candidates as (
    select ss.staff_id
    from public.service_staff ss
    join public.staff s on s.tenant_id = ss.tenant_id and s.id = ss.staff_id and s.active
    where ss.tenant_id = service.tenant_id and ss.service_id = service.id
      and (available_slots.staff_id is null or ss.staff_id = available_slots.staff_id)
  ),
  -- Materialized: gathered once per staff member, not once per candidate start.
  taken as materialized (
    select c.staff_id,
           -- The starts each busy time rules out, buffers included: a start s meets busy
           -- [L, U) when s - buffer before < U and s + length + buffer after > L, so the
           -- starts in (L - length - buffer after, U + buffer before) are taken. Testing a
           -- start against one multirange of these is quicker than building the candidate's
           -- buffered range for each start (about 15% of the whole, issue 37's benchmark).
           (select range_agg(tstzrange(
                     lower(held.during) - make_interval(mins => minutes + service.buffer_after_minutes),
                     upper(held.during) + make_interval(mins => service.buffer_before_minutes),
                     '()'))
            from (
              select b.busy as during from public.bookings b
              where b.tenant_id = service.tenant_id and b.staff_id = c.staff_id
                and b.status <> 'cancelled' and b.busy && reach
              union all
              select instance from calendars.busy_events e, unnest(e.busy) as instance
              where e.tenant_id = service.tenant_id and e.staff_id = c.staff_id
                and e.busy && reach and instance && reach) held) as taken_starts,
           (select range_agg(t.during) from public.staff_time_off t
            where t.tenant_id = service.tenant_id and t.staff_id = c.staff_id
              and t.during && reach) as away
    from candidates c
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
    select t.staff_id, t.taken_starts, t.away,
           (d.day + h.starts_at) at time zone zone as opens,
           (d.day + h.ends_at) at time zone zone as closes
    from taken t
    join public.staff_hours h on h.tenant_id = service.tenant_id and h.staff_id = t.staff_id
    join days d on h.weekday = extract(isodow from d.day)
  )
  select slot, slot + make_interval(mins => minutes), w.staff_id
  from windows w,
       generate_series(w.opens, w.closes - make_interval(mins => minutes), interval '15 minutes') as slot
  where slot >= greatest(available_slots."from", now() + make_interval(mins => service.min_notice_minutes))
    and slot + make_interval(mins => minutes) <= available_slots."to"
    and slot <= now() + make_interval(days => service.max_advance_days)
    and (w.taken_starts is null or not w.taken_starts @> slot)
    and (w.away is null or not w.away && tstzrange(slot, slot + make_interval(mins => minutes)))
  order by slot, w.staff_id;
end
$$;

revoke execute on function public.available_slots(uuid,uuid,timestamp with time zone,timestamp with time zone,uuid) from public;
grant execute on function public.available_slots(uuid,uuid,timestamp with time zone,timestamp with time zone,uuid) to anon, authenticated, service_role;
