-- Issue 37: what 0350's tables need beyond their columns. One connection per account of a staff
-- member, so connecting the same account again replaces it (calendars.add_connection); and the
-- bookings' trigger that keeps each booking's event in the outbox of calendar writes
-- (db/functions/calendars/booking_changed.sql states the function from here on).
create unique index connections_one_per_account
  on calendars.connections (tenant_id, staff_id, provider, account, server_url) nulls not distinct;

create function calendars.plan_writes(tenant uuid, bookings uuid[]) returns int
language plpgsql security definer set search_path = ''
as $$
declare
  wanted_rows int;
  unwanted_rows int;
begin
  insert into calendars.booking_events as e (tenant_id, booking_id, calendar_id)
  select b.tenant_id, b.id, c.id
  from public.bookings b
  join calendars.calendars c
    on c.tenant_id = b.tenant_id and c.staff_id = b.staff_id and c.receives_bookings
  where b.tenant_id = tenant and b.id = any (bookings) and b.status <> 'cancelled'
  on conflict (tenant_id, booking_id, calendar_id) do update
  set wanted = true, version = e.version + 1, attempts = 0, next_attempt_at = now(),
      error_code = null;
  get diagnostics wanted_rows = row_count;
  update calendars.booking_events e
  set wanted = false, version = e.version + 1, attempts = 0, next_attempt_at = now(),
      error_code = null
  where e.tenant_id = tenant and e.booking_id = any (bookings)
    and (e.wanted or e.remote_id is not null)
    and not exists (
      select 1 from public.bookings b
      join calendars.calendars c
        on c.tenant_id = b.tenant_id and c.staff_id = b.staff_id and c.receives_bookings
      where b.tenant_id = e.tenant_id and b.id = e.booking_id and c.id = e.calendar_id
        and b.status <> 'cancelled');
  get diagnostics unwanted_rows = row_count;
  if wanted_rows + unwanted_rows > 0 then
    perform pg_notify('calendar_writes', '');
  end if;
  return wanted_rows + unwanted_rows;
end
$$;

revoke execute on function calendars.plan_writes(uuid, uuid[]) from public;

create function calendars.booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.starts_at, old.ends_at, old.staff_id, old.status, old.service_id)
         is not distinct from (new.starts_at, new.ends_at, new.staff_id, new.status, new.service_id) then
    return null;
  end if;
  if greatest(new.ends_at, case when tg_op = 'UPDATE' then old.ends_at end) <= now() then
    return null;
  end if;
  perform calendars.plan_writes(new.tenant_id, array[new.id]);
  return null;
end
$$;

revoke execute on function calendars.booking_changed() from public;

create trigger bookings_calendar_events
  after insert or update of starts_at, ends_at, staff_id, status, service_id on public.bookings
  for each row execute function calendars.booking_changed();
