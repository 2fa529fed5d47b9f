-- A session never holds more places than its capacity, however the places are written. enroll
-- and promotion already count under the session's lock; staff may also write enrollments through
-- the data API (to correct a roster), which bypassed that count. This trigger makes the count
-- part of every write that takes a place, under the same lock, so the two paths take turns.
create or replace function app.guard_capacity() returns trigger
language plpgsql
as $$
declare
  session public.bookings;
  taken int;
begin
  if new.status not in ('held', 'confirmed', 'offered')
     or (tg_op = 'UPDATE' and old.status in ('held', 'confirmed', 'offered')
         and old.booking_id = new.booking_id) then
    return new;
  end if;
  select * into session from public.bookings
  where tenant_id = new.tenant_id and id = new.booking_id for update;
  select count(*) into taken from public.enrollments
  where tenant_id = new.tenant_id and booking_id = new.booking_id and id <> new.id
    and status in ('held', 'confirmed', 'offered');
  if taken >= session.capacity then
    perform app.raise_error('session_full',
      format('This session is full (%s of %s places taken): add the client to its waitlist.',
             taken, session.capacity), 409);
  end if;
  return new;
end
$$;
