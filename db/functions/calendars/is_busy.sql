-- Whether a staff member's blocking calendars make them busy at any moment of `during`: what
-- reschedule_booking asks before moving an appointment (available_slots reads the same merged
-- busy times for a whole period at once).
create or replace function calendars.is_busy(tenant uuid, staff uuid, during tstzrange)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1 from calendars.staff_busy b
    where b.tenant_id = is_busy.tenant and b.staff_id = is_busy.staff and b.busy && is_busy.during)
$$;

revoke execute on function calendars.is_busy(uuid, uuid, tstzrange) from public;
