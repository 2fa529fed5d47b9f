-- Writing a booking's event failed (the calendar down, refused): the code for the screens and
-- the next try after `retry_in` (the worker's backoff grows with attempts), or at once when the
-- booking changed meanwhile.
create or replace function calendars.write_failed(
  tenant uuid, booking uuid, calendar uuid, version bigint, code text, retry_in interval
) returns void
language sql security definer set search_path = ''
as $$
  update calendars.booking_events e
  set attempts = e.attempts + 1, error_code = write_failed.code,
      next_attempt_at = case when e.version = write_failed.version
                             then now() + write_failed.retry_in else now() end
  where e.tenant_id = write_failed.tenant and e.booking_id = write_failed.booking
    and e.calendar_id = write_failed.calendar and e.written_version <> e.version
$$;

revoke execute on function calendars.write_failed(uuid, uuid, uuid, bigint, text, interval) from public;
