-- A staff member's calendar that receives bookings changed (chosen, switched or dropped): every
-- upcoming booking of theirs (ending after now, not cancelled) is planned again, so the new
-- destination gets its events and the one before loses them (calendars.plan_writes).
create or replace function calendars.fill_destination(tenant uuid, staff uuid) returns void
language sql security definer set search_path = ''
as $$
  select calendars.plan_writes(fill_destination.tenant, coalesce(array_agg(b.id), '{}'))
  from public.bookings b
  where b.tenant_id = fill_destination.tenant and b.staff_id = fill_destination.staff
    and b.ends_at > now() and b.status <> 'cancelled'
$$;

revoke execute on function calendars.fill_destination(uuid, uuid) from public;
