-- After a session moves or is cancelled (deferred to the commit): what its clients are told.
create or replace function messaging.booking_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform messaging.enqueue_booking_change(old, new);
  return null;
end
$$;
