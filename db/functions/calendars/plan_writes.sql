-- Brings the outbox of calendar writes in line with these bookings (migration 0351): each one
-- not cancelled has a wanted event in its staff member's destination calendar, and every other
-- event of it that exists or is on its way is unwanted (to be removed). Each row it touches gets
-- a new version, due now, so the writer writes the booking as it is then; a change made while the
-- writer writes is written again (calendars.finish_write). Answers how many rows it touched and
-- wakes the writers when there are any.
create or replace function calendars.plan_writes(tenant uuid, bookings uuid[]) returns int
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
