-- A sync or a write through the connection worked: its account error, if any, is over.
create or replace function calendars.connection_works(tenant uuid, connection uuid) returns void
language sql security definer set search_path = ''
as $$
  update calendars.connections c
  set error_code = null, error_at = null
  where c.tenant_id = connection_works.tenant and c.id = connection_works.connection
    and c.error_code is not null
$$;

revoke execute on function calendars.connection_works(uuid, uuid) from public;
