-- "Sync now" for one connection: each of its blocking calendars is read at once. By the staff
-- member whose connection it is, or an owner or admin of the business.
create or replace function public.sync_calendars_now(connection_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  connection calendars.connections;
begin
  perform app.require_user();
  select c.* into connection from calendars.connections c
  where c.id = sync_calendars_now.connection_id;
  if connection.id is null then
    perform app.raise_error('calendar_not_found', 'There is no such calendar.', 404);
  end if;
  perform calendars.may_choose_for(connection.tenant_id, connection.staff_id);
  update calendars.calendars c set next_sync_at = now(), sync_asked_at = now()
  where c.tenant_id = connection.tenant_id and c.connection_id = connection.id and c.blocks;
  perform pg_notify('calendar_sync', '');
end
$$;

revoke execute on function public.sync_calendars_now(uuid) from public;
grant execute on function public.sync_calendars_now(uuid) to authenticated, service_role;
