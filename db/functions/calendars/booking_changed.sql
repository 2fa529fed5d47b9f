-- The bookings' trigger (migration 0351): a booking created, moved, given to another staff member,
-- cancelled or changed to another service is written again to the calendars. Bookings already over
-- are left alone: nobody looks for them there, and a sync window never reaches back to them.
create or replace function calendars.booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and (old.starts_at, old.ends_at, old.staff_id, old.status, old.service_id)
         is not distinct from (new.starts_at, new.ends_at, new.staff_id, new.status, new.service_id) then
    return null;
  end if;
  if greatest(new.ends_at, case when tg_op = 'UPDATE' then old.ends_at end) <= now() then
    return null;
  end if;
  perform calendars.plan_writes(new.tenant_id, array[new.id]);
  return null;
end
$$;

revoke execute on function calendars.booking_changed() from public;
