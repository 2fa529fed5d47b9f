-- A session that moved: everyone with a place or waiting is told the new time (once per
-- calendar sequence). A session cancelled without cancelling its places one by one (staff
-- writing the booking directly): everyone in it is told, as cancel_booking's own places are.
create or replace function messaging.enqueue_booking_change(
  old public.bookings, new public.bookings
) returns void
language plpgsql
as $$
declare
  session public.bookings;
  place public.enrollments;
begin
  select * into session from public.bookings where tenant_id = new.tenant_id and id = new.id;
  if session.id is null then
    return;
  end if;
  for place in
    select * from public.enrollments
    where tenant_id = session.tenant_id and booking_id = session.id
      and status in ('held', 'confirmed', 'waitlisted', 'offered')
  loop
    if session.status = 'cancelled' and new.status = 'cancelled' and old.status <> 'cancelled'
       and old.starts_at > now() then
      perform messaging.enqueue_cancellation(place.tenant_id, place.id, place.status);
    elsif session.status = 'scheduled' and new.starts_at is distinct from old.starts_at
          and session.starts_at > now() then
      perform messaging.enqueue(place.tenant_id, place.client_id,
        'enrollment:' || place.id || ':rescheduled:' || session.calendar_sequence,
        'booking_rescheduled',
        messaging.place_snapshot(place.tenant_id, place.id)
          || jsonb_build_object('previous', jsonb_build_object(
               'starts_at', old.starts_at, 'ends_at', old.ends_at)),
        place.id, place.booking_id);
    end if;
  end loop;
end
$$;
