-- What a waitlist offer's emailed link shows, to whoever holds the link (no sign-in: the
-- token is the key): the business, the session, until when the place is held, and its state:
-- open, taken (accepted), lapsed (the offer ran out or was given up) or cancelled (the
-- business cancelled the session). pay_by_card says the place is taken by paying for it on the
-- session's page (service_id, booking_id), signed in, not with the link (decision 0043).
create or replace function public.offer_by_token(token text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  link messaging.offer_links;
  place public.enrollments;
  result jsonb;
begin
  select * into link from messaging.offer_links
  where token_hash = sha256(convert_to(coalesce(offer_by_token.token, ''), 'UTF8'));
  if link.enrollment_id is null then
    perform app.raise_error('offer_not_found',
      'This link is not (or no longer) a waitlist offer: check the latest email from the business.', 404);
  end if;
  select * into place from public.enrollments
  where tenant_id = link.tenant_id and id = link.enrollment_id;
  select jsonb_build_object(
    'state', case
      when b.status = 'cancelled' then 'cancelled'
      when place.status = 'offered' and place.offer_expires_at > now() then 'open'
      when place.status = 'confirmed' then 'taken'
      else 'lapsed' end,
    'business', t.name, 'time_zone', t.time_zone, 'locale', t.locale, 'slug', t.slug,
    'service', s.name, 'starts_at', b.starts_at, 'ends_at', b.ends_at,
    'location', b.location, 'staff', st.display_name,
    'offer_expires_at', place.offer_expires_at,
    'pay_by_card', app.offer_paid_by_card(place.tenant_id, place.option_id),
    'service_id', b.service_id, 'booking_id', b.id)
  into result
  from public.bookings b
  join public.tenants t on t.id = b.tenant_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  where b.tenant_id = place.tenant_id and b.id = place.booking_id;
  return result;
end
$$;

revoke execute on function public.offer_by_token(text) from public;
grant execute on function public.offer_by_token(text) to anon, authenticated, service_role;
