-- The one-click link of a waitlist offer takes the place for the client it was offered to,
-- signed in or not, while the offer lasts (410 offer_expired after). Taking it again answers
-- as the first time did. Returns what offer_by_token shows, now taken.
create or replace function public.accept_offer_by_token(token text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  link messaging.offer_links;
  place public.enrollments;
begin
  select * into link from messaging.offer_links
  where token_hash = sha256(convert_to(coalesce(accept_offer_by_token.token, ''), 'UTF8'));
  if link.enrollment_id is null then
    perform app.raise_error('offer_not_found',
      'This link is not (or no longer) a waitlist offer: check the latest email from the business.', 404);
  end if;
  select * into place from public.enrollments
  where tenant_id = link.tenant_id and id = link.enrollment_id;
  if place.status = 'confirmed' then
    return public.offer_by_token(accept_offer_by_token.token);
  end if;
  if place.status <> 'offered' then
    perform app.raise_error('offer_expired',
      'This offer has lapsed: the place went to the next person on the waitlist.', 410);
  end if;
  perform app.take_offer(place.tenant_id, place.id);
  return public.offer_by_token(accept_offer_by_token.token);
end
$$;

revoke execute on function public.accept_offer_by_token(text) from public;
grant execute on function public.accept_offer_by_token(text) to anon, authenticated, service_role;
