-- A sync of a calendar failed: the code for the screens, one more failure in a row, and the next
-- try after `retry_in` (the worker's backoff grows with sync_failures).
create or replace function calendars.sync_failed(
  tenant uuid, calendar uuid, code text, retry_in interval
) returns void
language sql security definer set search_path = ''
as $$
  update calendars.calendars c
  set sync_error_code = sync_failed.code, sync_error_at = now(),
      sync_failures = c.sync_failures + 1,
      next_sync_at = case when c.blocks then now() + sync_failed.retry_in end
  where c.tenant_id = sync_failed.tenant and c.id = sync_failed.calendar
$$;

revoke execute on function calendars.sync_failed(uuid, uuid, text, interval) from public;
