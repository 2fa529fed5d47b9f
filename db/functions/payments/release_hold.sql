-- A place's card payment failed or was canceled (called by apply_event, the payment's row
-- locked): the place it held is released and the session's waitlist moves (a private
-- appointment's time is freed). A place already confirmed, or never held, is left alone.
-- Returns whether a place was released.
create or replace function payments.release_hold(payment payments.provider_payments)
returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  place public.enrollments;
begin
  if payment.purpose <> 'enrollment' then
    return false;
  end if;
  select * into place from public.enrollments
  where tenant_id = payment.tenant_id and id = payment.enrollment_id;
  perform 1 from public.bookings
  where tenant_id = place.tenant_id and id = place.booking_id for update;
  update public.enrollments
  set status = 'cancelled', updated_at = now()
  where tenant_id = place.tenant_id and id = place.id and status = 'held';
  if not found then
    return false;
  end if;
  perform app.free_private_time(place.tenant_id, place.booking_id);
  perform app.promote_waitlist(place.tenant_id, place.booking_id);
  return true;
end
$$;

revoke execute on function payments.release_hold(payments.provider_payments) from public;
