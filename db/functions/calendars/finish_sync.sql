-- A sync of a calendar ended well. `events` null: nothing changed since `state` (only the state,
-- the time synced and the next sync move); otherwise they are the calendar's busy events within
-- the window, replacing those kept before whole (calendars.busy_of_events). A calendar that
-- stopped blocking while it was read keeps no busy times (set_calendar_use removed them), and a
-- removed one is simply gone. Its error and its connection's are over. A read asked for while
-- this one was under way (calendars.sync_now) may concern a change it began too early to see:
-- the calendar is due again at once, and the worker's next claim reads it.
create or replace function calendars.finish_sync(
  tenant uuid, calendar uuid, events jsonb, state text, next_in interval
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  was calendars.calendars;
begin
  select * into was from calendars.calendars c
  where c.tenant_id = tenant and c.id = calendar
  for update;
  if was.id is null then
    return;
  end if;
  update calendars.calendars c
  set sync_state = case when was.blocks then state end, synced_at = now(),
      next_sync_at = case
        when not was.blocks then null
        when was.sync_asked_at is not null then now()
        else now() + next_in
      end,
      sync_error_code = null, sync_error_at = null, sync_failures = 0
  where c.tenant_id = tenant and c.id = calendar;
  if events is not null and was.blocks then
    delete from calendars.busy_events e where e.tenant_id = tenant and e.calendar_id = calendar;
    insert into calendars.busy_events (tenant_id, calendar_id, staff_id, remote_id, uid, title, busy)
    select tenant, calendar, was.staff_id, b.remote_id, b.uid, b.title, b.busy
    from calendars.busy_of_events(tenant, events) b;
  end if;
  perform calendars.connection_works(tenant, was.connection_id);
end
$$;

revoke execute on function calendars.finish_sync(uuid, uuid, jsonb, text, interval) from public;
