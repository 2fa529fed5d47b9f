-- The server's timer (src/server/booking/offer-sweep.ts): every session with a lapsed offer or
-- a lapsed card-payment hold releases it and moves its waitlist. Sessions another transaction
-- holds are left for the next sweep.
create or replace function app.sweep_lapsed_offers() returns int
language plpgsql
as $$
declare
  session record;
  swept int := 0;
begin
  for session in
    select tenant_id, booking_id from public.enrollments
    where status = 'offered' and offer_expires_at <= now()
    union
    select tenant_id, booking_id from public.enrollments
    where status = 'held' and hold_expires_at <= now()
  loop
    perform 1 from public.bookings
    where tenant_id = session.tenant_id and id = session.booking_id
    for update skip locked;
    if found then
      perform app.release_lapsed_offers(session.tenant_id, session.booking_id);
      swept := swept + 1;
    end if;
  end loop;
  return swept;
end
$$;
