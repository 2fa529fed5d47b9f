-- After a private appointment's time or staff member changes (deferred to the commit): what its
-- staff are told. Security definer: the request's role may not touch the outbox.
create or replace function messaging.appointment_moved() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_appointment_move(old, new);
  return null;
end
$$;
