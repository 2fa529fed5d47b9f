-- The account itself refused (a revoked token, a changed password): the screens say so in words
-- from the code until a sync or a write through it works again (finish_sync, finish_write).
create or replace function calendars.connection_failed(tenant uuid, connection uuid, code text)
returns void
language sql security definer set search_path = ''
as $$
  update calendars.connections c
  set error_code = connection_failed.code, error_at = now()
  where c.tenant_id = connection_failed.tenant and c.id = connection_failed.connection
$$;

revoke execute on function calendars.connection_failed(uuid, uuid, text) from public;
