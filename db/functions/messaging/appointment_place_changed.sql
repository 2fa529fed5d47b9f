-- After a place is taken or changes status (deferred to the commit): what the staff member of a private appointment is told.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.appointment_place_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_place_change(old, new, tg_op);
  return null;
end
$$;
