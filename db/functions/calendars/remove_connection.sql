-- Forgets a connection: its secrets, calendars, busy times and the outbox rows of its calendars
-- (the server has already stopped its push channels). Events written to its calendars stay
-- there: without the account's secret they can no longer be removed. A staff member whose
-- destination it held receives bookings nowhere until they choose another.
create or replace function calendars.remove_connection(tenant uuid, id uuid) returns void
language sql security definer set search_path = ''
as $$
  delete from calendars.connections c
  where c.tenant_id = remove_connection.tenant and c.id = remove_connection.id
$$;

revoke execute on function calendars.remove_connection(uuid, uuid) from public;
