-- A channel could not be opened or stopped: looked at again after `retry_in` (the calendar is
-- still read on the sync worker's schedule meanwhile).
create or replace function calendars.push_failed(tenant uuid, calendar uuid, retry_in interval)
returns void
language sql security definer set search_path = ''
as $$
  update calendars.calendars c set push_due_at = now() + retry_in
  where c.tenant_id = tenant and c.id = calendar
$$;

revoke execute on function calendars.push_failed(uuid, uuid, interval) from public;
