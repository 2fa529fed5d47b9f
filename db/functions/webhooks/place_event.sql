-- The event type of something that happened to a place: booking.<what> for the client's place
-- in a private appointment, place.<what> for a place in a group session.
create or replace function webhooks.place_event(tenant uuid, booking uuid, what text) returns text
language sql stable security definer set search_path = ''
as $$
  select case s.kind when 'private' then 'booking.' else 'place.' end || what
  from public.bookings b
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  where b.tenant_id = tenant and b.id = booking
$$;

revoke execute on function webhooks.place_event(uuid, uuid, text) from public;
