-- A staff member's choices for one of their calendars (Settings › Calendars): whether its events
-- block their free times, and whether it receives their bookings. A null choice stays as it is.
-- Blocking on: read at once, from scratch. Off: its busy times go at once (free times show
-- again) and it is read no more. Receiving on: it becomes the staff member's one destination,
-- the one before giving its upcoming events up; their upcoming bookings are written to it.
create or replace function public.set_calendar_use(
  calendar_id uuid, blocks boolean, receives_bookings boolean
) returns void
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  chosen calendars.calendars;
begin
  perform app.require_user();
  select c.* into chosen from calendars.calendars c where c.id = set_calendar_use.calendar_id;
  if chosen.id is null then
    perform app.raise_error('calendar_not_found', 'There is no such calendar.', 404);
  end if;
  perform calendars.may_choose_for(chosen.tenant_id, chosen.staff_id);
  -- A staff member's choices take turns, as their connects do (calendars.add_connection).
  perform 1 from public.staff s
  where s.tenant_id = chosen.tenant_id and s.id = chosen.staff_id for update;
  select c.* into chosen from calendars.calendars c
  where c.tenant_id = chosen.tenant_id and c.id = chosen.id;
  if set_calendar_use.receives_bookings and not chosen.writable then
    perform app.raise_error('calendar_not_writable',
      'This calendar cannot be written to: choose another to receive bookings.', 409);
  end if;

  if set_calendar_use.blocks and not chosen.blocks then
    update calendars.calendars c set blocks = true, next_sync_at = now(), sync_state = null
    where c.tenant_id = chosen.tenant_id and c.id = chosen.id;
    perform pg_notify('calendar_sync', '');
  elsif not set_calendar_use.blocks and chosen.blocks then
    update calendars.calendars c
    set blocks = false, next_sync_at = null, sync_state = null, sync_error_code = null,
        sync_error_at = null, sync_failures = 0
    where c.tenant_id = chosen.tenant_id and c.id = chosen.id;
    delete from calendars.busy_events e
    where e.tenant_id = chosen.tenant_id and e.calendar_id = chosen.id;
  end if;

  if set_calendar_use.receives_bookings is distinct from chosen.receives_bookings
     and set_calendar_use.receives_bookings is not null then
    update calendars.calendars c set receives_bookings = false
    where c.tenant_id = chosen.tenant_id and c.staff_id = chosen.staff_id and c.receives_bookings;
    update calendars.calendars c set receives_bookings = set_calendar_use.receives_bookings
    where c.tenant_id = chosen.tenant_id and c.id = chosen.id;
    perform calendars.fill_destination(chosen.tenant_id, chosen.staff_id);
  end if;
end
$$;

revoke execute on function public.set_calendar_use(uuid, boolean, boolean) from public;
grant execute on function public.set_calendar_use(uuid, boolean, boolean) to authenticated, service_role;
