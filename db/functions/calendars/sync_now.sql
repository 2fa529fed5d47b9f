-- A blocking calendar is read at once (a provider's push told us it changed, or the staff member
-- asked): due now, and the sync workers are woken. Asked while it is being read, it is read
-- again as that read ends (calendars.finish_sync).
create or replace function calendars.sync_now(tenant uuid, calendar uuid) returns void
language sql security definer set search_path = ''
as $$
  update calendars.calendars c set next_sync_at = now(), sync_asked_at = now()
  where c.tenant_id = sync_now.tenant and c.id = sync_now.calendar and c.blocks;
  select pg_notify('calendar_sync', '');
$$;

revoke execute on function calendars.sync_now(uuid, uuid) from public;
