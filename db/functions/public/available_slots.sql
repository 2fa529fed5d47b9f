-- available_slots, same answers, a different plan. 0015 probed the bookings and the time off
-- once per candidate start (thousands of index probes for a month of ten staff); here each staff
-- member's bookings, calendar busy times and time off in the asked period are first turned into
-- one multirange of the starts they rule out, and each candidate is tested against it in memory.
-- The busy times of the staff member's blocking calendars (issue 37) come merged already
-- (calendars.staff_busy), and keep a candidate's buffers clear just as a booking does. Each
-- working window is cut to the asked period, the notice and the advance limit before its starts
-- are generated, on the window's own quarter-hour grid. The rules are 0015's, unchanged.
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
  slot_length interval;
  earliest timestamptz;
  latest timestamptz;
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
  slot_length := make_interval(mins => minutes);
  earliest := greatest(available_slots."from",
    now() + make_interval(mins => service.min_notice_minutes));
  latest := least(available_slots."to" - slot_length,
    now() + make_interval(days => service.max_advance_days));
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
  -- Materialized: gathered once per staff member, not once per candidate start. A start s
  -- meets a busy time [L, U) when s - buffer before < U and s + length + buffer after > L, so
  -- the starts in (L - length - buffer after, U + buffer before) are ruled out; time off
  -- [L, U) (or [L, U]) has no buffers: it rules out (L - length, U) (or (L - length, U]).
  ruled_out as materialized (
    select c.staff_id,
           (select range_agg(starts) from (
              select tstzrange(
                       lower(held.during) - make_interval(mins => minutes + service.buffer_after_minutes),
                       upper(held.during) + make_interval(mins => service.buffer_before_minutes),
                       '()') as starts
              from (
                select b.busy as during from public.bookings b
                where b.tenant_id = service.tenant_id and b.staff_id = c.staff_id
                  and b.status <> 'cancelled' and b.busy && reach
                union all
                select instance
                from calendars.staff_busy e, unnest(e.busy * tstzmultirange(reach)) as instance
                where e.tenant_id = service.tenant_id and e.staff_id = c.staff_id) held
              union all
              select tstzrange(lower(t.during) - slot_length, upper(t.during),
                               case when upper_inc(t.during) then '(]' else '()' end)
              from public.staff_time_off t
              where t.tenant_id = service.tenant_id and t.staff_id = c.staff_id
                and t.during && reach) ruled) as starts
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
    select r.staff_id, r.starts as ruled_out,
           (d.day + h.starts_at) at time zone zone as opens,
           (d.day + h.ends_at) at time zone zone as closes
    from ruled_out r
    join public.staff_hours h on h.tenant_id = service.tenant_id and h.staff_id = r.staff_id
    join days d on h.weekday = extract(isodow from d.day)
  ),
  -- Each window's first start on its grid at or after `earliest`, and its last start.
  bounded as (
    select w.staff_id, w.ruled_out,
           case when w.opens >= earliest then w.opens
                else w.opens + ceil(extract(epoch from earliest - w.opens) / 900)
                               * interval '15 minutes' end as first,
           least(w.closes - slot_length, latest) as last
    from windows w
  )
  select slot, slot + slot_length, b.staff_id
  from bounded b, generate_series(b.first, b.last, interval '15 minutes') as slot
  where b.ruled_out is null or not b.ruled_out @> slot
  order by slot, b.staff_id;
end
$$;

revoke execute on function public.available_slots(uuid,uuid,timestamp with time zone,timestamp with time zone,uuid) from public;
grant execute on function public.available_slots(uuid,uuid,timestamp with time zone,timestamp with time zone,uuid) to anon, authenticated, service_role;
