-- The worker wrote `version` of a booking's event (or removed it: remote_id null), with the
-- event's address and etag at the provider. Due no more, unless the booking changed meanwhile:
-- then it is written again at once. The connection's account error, if any, is over.
create or replace function calendars.finish_write(
  tenant uuid, booking uuid, calendar uuid, version bigint, remote_id text, etag text
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  connection uuid;
begin
  update calendars.booking_events e
  set written_version = finish_write.version, remote_id = finish_write.remote_id,
      etag = finish_write.etag, attempts = 0, error_code = null,
      next_attempt_at = case when e.version <> finish_write.version then now() end
  where e.tenant_id = finish_write.tenant and e.booking_id = finish_write.booking
    and e.calendar_id = finish_write.calendar and e.written_version < finish_write.version;
  select c.connection_id into connection from calendars.calendars c
  where c.tenant_id = finish_write.tenant and c.id = finish_write.calendar;
  if connection is not null then
    perform calendars.connection_works(finish_write.tenant, connection);
  end if;
end
$$;

revoke execute on function calendars.finish_write(uuid, uuid, uuid, bigint, text, text) from public;
