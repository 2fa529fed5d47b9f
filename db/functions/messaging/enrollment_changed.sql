-- After a place is taken or changes status (deferred to the commit): what the client is told.
-- Security definer: the request's role may not touch the outbox.
create or replace function messaging.enrollment_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_place_change(old, new, tg_op);
  return null;
end
$$;
