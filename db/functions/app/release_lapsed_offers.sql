-- Offers that lapsed, and places held for a card payment that never came (issue 20), give their
-- place to the next in line. Run with the session locked, by every operation on its places, so
-- a lapsed offer or hold never keeps a place (nor a private appointment's time).
create or replace function app.release_lapsed_offers(tenant uuid, booking uuid) returns void
language plpgsql
as $$
begin
  update public.enrollments
  set status = 'cancelled', updated_at = now()
  where tenant_id = tenant and booking_id = booking
    and ((status = 'offered' and offer_expires_at <= now())
         or (status = 'held' and hold_expires_at <= now()));
  if found then
    perform app.free_private_time(tenant, booking);
    perform app.promote_waitlist(tenant, booking);
  end if;
end
$$;
