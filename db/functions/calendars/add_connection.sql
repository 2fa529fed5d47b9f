-- Keeps a staff member's account and its calendars, as the server found them when it probed the
-- account; the secrets arrive sealed (src/server/payments/secret-box.ts). Connecting the same
-- account again (same staff member, provider, account and server) is a reconnection: new secrets,
-- no error, the calendars merged with the staff member's choices kept, and the existing id
-- answered. New calendars block at once (read now); the primary writable one of them receives
-- the bookings when the staff member has none receiving them yet, back-filled with their
-- upcoming bookings. `calendars`: [{remote_id, name, colour, writable, primary}].
create or replace function calendars.add_connection(
  tenant uuid, id uuid, staff uuid, provider text, account text, server_url text,
  secret_sealed bytea, access_sealed bytea, access_expires_at timestamptz, calendars jsonb
) returns uuid
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  kept uuid;
  destination uuid;
begin
  -- A staff member's connections take turns: two connects of one account make one connection.
  perform 1 from public.staff s where s.tenant_id = tenant and s.id = staff for update;
  insert into calendars.connections as c
    (tenant_id, id, staff_id, provider, account, server_url, secret_sealed, access_token_sealed,
     access_expires_at)
  values (tenant, add_connection.id, staff, add_connection.provider, add_connection.account,
          add_connection.server_url, add_connection.secret_sealed, add_connection.access_sealed,
          add_connection.access_expires_at)
  on conflict (tenant_id, staff_id, provider, account, server_url) do update
  set secret_sealed = excluded.secret_sealed, access_token_sealed = excluded.access_token_sealed,
      access_expires_at = excluded.access_expires_at, error_code = null, error_at = null
  returning c.id into kept;

  delete from calendars.calendars c
  where c.tenant_id = tenant and c.connection_id = kept
    and c.remote_id not in (select f.remote_id from calendars.found_calendars(add_connection.calendars) f);
  update calendars.calendars c
  set name = f.name, colour = f.colour, writable = f.writable,
      receives_bookings = c.receives_bookings and f.writable
  from calendars.found_calendars(add_connection.calendars) f
  where c.tenant_id = tenant and c.connection_id = kept and c.remote_id = f.remote_id;
  with added as (
    insert into calendars.calendars as n
      (tenant_id, connection_id, staff_id, remote_id, name, colour, writable, blocks, next_sync_at)
    select tenant, kept, staff, f.remote_id, f.name, f.colour, f.writable, true, now()
    from calendars.found_calendars(add_connection.calendars) f
    where not exists (select 1 from calendars.calendars c
                      where c.tenant_id = tenant and c.connection_id = kept
                        and c.remote_id = f.remote_id)
    returning n.id, n.remote_id
  )
  select a.id into destination
  from added a join calendars.found_calendars(add_connection.calendars) f on f.remote_id = a.remote_id
  where f.is_primary and f.writable
  order by f.place
  limit 1;
  if destination is not null
     and not exists (select 1 from calendars.calendars c
                     where c.tenant_id = tenant and c.staff_id = staff and c.receives_bookings) then
    update calendars.calendars c set receives_bookings = true
    where c.tenant_id = tenant and c.id = destination;
    perform calendars.fill_destination(tenant, staff);
  end if;
  perform pg_notify('calendar_sync', '');
  return kept;
end
$$;

revoke execute on function calendars.add_connection(uuid, uuid, uuid, text, text, text, bytea, bytea, timestamptz, jsonb) from public;
