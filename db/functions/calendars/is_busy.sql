-- Whether a staff member's blocking calendars make them busy at any moment of `during`: what
-- reschedule_booking asks before moving an appointment (available_slots gathers the same busy
-- times for a whole period at once).
create or replace function calendars.is_busy(tenant uuid, staff uuid, during tstzrange)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from calendars.busy_events e
    where e.tenant_id = is_busy.tenant and e.staff_id = is_busy.staff and e.busy && is_busy.during)
$$;

revoke execute on function calendars.is_busy(uuid, uuid, tstzrange) from public;
