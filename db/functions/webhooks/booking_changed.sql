-- The bookings' trigger (migration 0355): a private appointment given a new time or another
-- staff member is booking.rescheduled, with its time and staff member before. Its creation,
-- cancellation and attendance are told by its place (webhooks.place_changed); group sessions
-- by each of their places.
create or replace function webhooks.booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  place uuid;
begin
  if (old.starts_at, old.staff_id) is not distinct from (new.starts_at, new.staff_id)
     or new.status = 'cancelled' or not webhooks.active(new.tenant_id)
     or webhooks.place_event(new.tenant_id, new.id, '') <> 'booking.' then
    return null;
  end if;
  select e.id into place from public.enrollments e
  where e.tenant_id = new.tenant_id and e.booking_id = new.id and e.status = 'confirmed'
  order by e.created_at desc limit 1;
  if place is null then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id, 'booking.rescheduled',
    webhooks.place_data(new.tenant_id, place)
      || jsonb_build_object('previous_starts_at', old.starts_at,
                            'previous_ends_at', old.ends_at,
                            'previous_staff_id', old.staff_id));
  return null;
end
$$;

revoke execute on function webhooks.booking_changed() from public;
