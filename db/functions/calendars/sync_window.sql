-- How far a sync reads a business's calendars: from a day back (an event just over may still be
-- moved into today) to a day past the farthest any of its services can be booked ahead, and at
-- least 60 days, so a service whose reach grows finds the busy times already there.
create or replace function calendars.sync_window(tenant uuid) returns tstzrange
language sql stable security definer set search_path = ''
as $$
  select tstzrange(now() - interval '1 day', now() + make_interval(days => greatest(60,
    coalesce((select max(s.max_advance_days) from public.services s
              where s.tenant_id = sync_window.tenant and s.active), 0) + 1)))
$$;

revoke execute on function calendars.sync_window(uuid) from public;
