-- How many places of a booking are in these states, whoever asks: the fill of a session is
-- what the catalogue shows clients too (places left), never who holds them.
create or replace function app.places_in(tenant uuid, booking uuid, statuses text[]) returns int
language sql stable security definer set search_path = ''
as $$
  select count(*)::int from public.enrollments
  where tenant_id = tenant and booking_id = booking and status = any (statuses)
$$;

grant execute on function app.places_in(uuid,uuid,text[]) to public, authenticated, service_role;
