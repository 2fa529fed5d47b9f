-- Lapsed waitlist offers are also released on a timer (the server calls this every
-- OFFER_SWEEP_SECONDS), so a quiet session's next client in line gets the place without waiting
-- for someone to touch the session. Sessions another transaction holds are skipped: that
-- transaction releases the offers itself, and the next sweep comes soon.
create index enrollments_offers_by_expiry on public.enrollments (offer_expires_at)
  where status = 'offered';

create function app.sweep_lapsed_offers() returns int
language plpgsql
as $$
declare
  session record;
  swept int := 0;
begin
  for session in
    select distinct tenant_id, booking_id from public.enrollments
    where status = 'offered' and offer_expires_at <= now()
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
