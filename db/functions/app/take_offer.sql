-- Takes an offered place for its client, before the offer lapses: accept_offer for a
-- signed-in caller, accept_offer_by_token for the emailed link. A place that must be paid by
-- card is taken by its payment instead (payments.confirm_paid_place, decision 0043). The session is locked first,
-- as enroll locks it.
create or replace function app.take_offer(tenant uuid, enrollment uuid) returns public.enrollments
language plpgsql
as $$
declare
  place public.enrollments;
  accepted public.enrollments;
begin
  perform 1 from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  where e.tenant_id = take_offer.tenant and e.id = take_offer.enrollment
  for update of b;
  select e.* into place from public.enrollments e
  where e.tenant_id = take_offer.tenant and e.id = take_offer.enrollment for update;
  if place.status = 'offered' and place.offer_expires_at <= now() then
    -- Raising undoes this transaction, so the place moves on at the session's next operation.
    perform app.raise_error('offer_expired', 'This offer has lapsed: the place goes to the next person.', 410);
  end if;
  if place.status is distinct from 'offered' then
    perform app.raise_error('no_offer', 'There is no open offer for this place.', 409);
  end if;
  if app.offer_paid_by_card(place.tenant_id, place.option_id) then
    perform app.raise_error('pay_by_card',
      'This place is paid by card when it is taken: pay for it on the session''s page.', 409);
  end if;
  update public.enrollments
  set status = 'confirmed', offer_expires_at = null, updated_at = now()
  where tenant_id = place.tenant_id and id = place.id
  returning * into accepted;
  perform app.settle_enrollment(accepted);
  return accepted;
end
$$;
