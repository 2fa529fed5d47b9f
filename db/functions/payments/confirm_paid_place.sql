-- The card payment for a place succeeded (called by record_success, the payment's row locked):
-- a held place, or a place offered from the waitlist (decision 0043), is confirmed and charged
-- its drop-in (app.settle_enrollment), so the payment that follows leaves the client owing
-- nothing. A hold or an offer released meanwhile (its card failed first, or it ran out) takes
-- its place back if the session still has room; when it has none the place is 'lost': it stays
-- released, the payment stays in the ledger, and the server refunds it
-- (src/server/payments/refund-lost-place.ts). A place confirmed otherwise (booked at the desk,
-- paid online later) is left as it is. Returns 'confirmed', 'lost', or the place's status when
-- it was never held or offered.
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
  if place.status not in ('held', 'offered') and not (
       place.status = 'cancelled'
       and (place.hold_expires_at is not null or place.offer_expires_at is not null)) then
    return place.status;
  end if;
  if place.status = 'cancelled' and (
       exists (
         select 1 from public.enrollments e
         where e.tenant_id = place.tenant_id and e.booking_id = place.booking_id
           and e.client_id = place.client_id and e.id <> place.id
           and e.status in ('held', 'confirmed', 'waitlisted', 'offered'))
       or not exists (
         select 1 from public.bookings b
         where b.tenant_id = place.tenant_id and b.id = place.booking_id
           and b.status = 'scheduled' and b.starts_at > now())) then
    return 'lost';
  end if;
  begin
    update public.enrollments
    set status = 'confirmed', offer_expires_at = null, waitlist_position = null, updated_at = now()
    where tenant_id = place.tenant_id and id = place.id
    returning * into place;
    perform app.settle_enrollment(place);
  exception when sqlstate 'PGRST' then
    -- Full again (app.guard_capacity): the place stays released.
    return 'lost';
  end;
  return 'confirmed';
end
$$;

revoke execute on function payments.confirm_paid_place(payments.provider_payments) from public;
