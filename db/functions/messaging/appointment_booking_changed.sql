-- After a session is cancelled (deferred to the commit): the staff member of a private appointment is told.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.appointment_booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_booking_change(old, new);
  return null;
end
$$;
