-- The client takes an offered place before its offer lapses.
create or replace function public.accept_offer(enrollment_id uuid) returns public.enrollments
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  place public.enrollments;
  accepted public.enrollments;
begin
  perform app.require_user();
  select e.* into place from public.enrollments e where e.id = accept_offer.enrollment_id;
  if place.id is null or not app.acts_for_client(place.tenant_id, place.client_id) then
    perform app.raise_error('enrollment_not_found', 'There is no such offer.', 404);
  end if;
  perform 1 from public.bookings where tenant_id = place.tenant_id and id = place.booking_id for update;
  select e.* into place from public.enrollments e
  where e.tenant_id = place.tenant_id and e.id = place.id for update;
  if place.status = 'offered' and place.offer_expires_at <= now() then
    -- Raising undoes this transaction, so the place moves on at the session's next operation.
    perform app.raise_error('offer_expired', 'This offer has lapsed: the place goes to the next person.', 410);
  end if;
  if place.status <> 'offered' then
    perform app.raise_error('no_offer', 'There is no open offer for this place.', 409);
  end if;
  update public.enrollments
  set status = 'confirmed', offer_expires_at = null, updated_at = now()
  where tenant_id = place.tenant_id and id = place.id
  returning * into accepted;
  perform app.settle_enrollment(accepted);
  return accepted;
end
$$;

revoke execute on function public.accept_offer(uuid) from public;
grant execute on function public.accept_offer(uuid) to authenticated, service_role;
