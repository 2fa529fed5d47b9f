-- The card payment for a place succeeded (called by record_success, the payment's row locked):
-- a held place is confirmed and charged its drop-in (app.settle_enrollment), so the payment
-- that follows leaves the client owing nothing. A hold that was released meanwhile (the card
-- failed first, or it ran out) takes its place back if the session still has room; when it
-- has none, the place stays released and the payment stays in the ledger as the client's
-- credit, to be refunded. Returns the place's status afterwards.
create or replace function payments.confirm_paid_place(payment payments.provider_payments)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  place public.enrollments;
begin
  select * into place from public.enrollments
  where tenant_id = payment.tenant_id and id = payment.enrollment_id;
  -- Places of a session change under the session's lock (enroll, promotion, the sweep).
  perform 1 from public.bookings
  where tenant_id = place.tenant_id and id = place.booking_id for update;
  select * into place from public.enrollments
  where tenant_id = payment.tenant_id and id = payment.enrollment_id for update;
  if place.status = 'held'
     or (place.status = 'cancelled' and place.hold_expires_at is not null
         and not exists (
           select 1 from public.enrollments e
           where e.tenant_id = place.tenant_id and e.booking_id = place.booking_id
             and e.client_id = place.client_id and e.id <> place.id
             and e.status in ('held', 'confirmed', 'waitlisted', 'offered'))
         and exists (
           select 1 from public.bookings b
           where b.tenant_id = place.tenant_id and b.id = place.booking_id
             and b.status = 'scheduled' and b.starts_at > now())) then
    begin
      update public.enrollments
      set status = 'confirmed', updated_at = now()
      where tenant_id = place.tenant_id and id = place.id
      returning * into place;
      perform app.settle_enrollment(place);
    exception when sqlstate 'PGRST' then
      -- Full again (app.guard_capacity): the place stays released.
      return 'cancelled';
    end;
  end if;
  return place.status;
end
$$;

revoke execute on function payments.confirm_paid_place(payments.provider_payments) from public;
