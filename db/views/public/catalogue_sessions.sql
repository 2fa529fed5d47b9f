-- The upcoming group sessions of a business's active services with their fill, to anyone (0028):
-- how many places are taken and how many wait, never who holds them. Runs as its owner, so it
-- counts every place (app.places_in) and shows the teacher's public name only.
create or replace view public.catalogue_sessions with (security_barrier) as
  select b.tenant_id, b.id, b.service_id, s.name as service_name, b.starts_at, b.ends_at,
         b.location, b.status, b.staff_id, st.display_name as staff_name, b.capacity,
         coalesce(app.places_in(b.tenant_id, b.id, array['held', 'confirmed', 'offered']), 0) as taken,
         coalesce(app.places_in(b.tenant_id, b.id, array['confirmed']), 0) as confirmed_count,
         coalesce(app.places_in(b.tenant_id, b.id, array['waitlisted']), 0) as waitlist_count
  from public.bookings b
  join public.services s
    on s.tenant_id = b.tenant_id and s.id = b.service_id and s.kind = 'group' and s.active
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id and st.active
  where b.status = 'scheduled' and b.starts_at > now();

grant select on public.catalogue_sessions to anon, authenticated, service_role;
