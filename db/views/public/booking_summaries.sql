-- One row per booking the caller may see (security_invoker: the bookings policies decide which),
-- with its service, instructor and fill. The counts are scalar subqueries, so a count(*) over
-- the view never computes them. Staff read the instructor from staff; clients, who may not,
-- from the public profiles.
create or replace view public.booking_summaries with (security_invoker = true) as
  select b.tenant_id, b.id, b.service_id, b.staff_id, b.series_id, b.starts_at, b.ends_at,
         b.capacity, b.location, b.status, b.cancelled_at, b.cancel_reason,
         s.kind as service_kind, s.name as service_name, s.colour as service_colour,
         coalesce(st.display_name, sp.display_name) as staff_name,
         -- coalesce: a count is never null, and the generated types then say so.
         coalesce(app.places_in(b.tenant_id, b.id, array['held', 'confirmed', 'offered']), 0) as taken,
         coalesce(app.places_in(b.tenant_id, b.id, array['confirmed']), 0) as confirmed_count,
         coalesce(app.places_in(b.tenant_id, b.id, array['waitlisted']), 0) as waitlist_count
  from public.bookings b
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  left join public.staff_profiles sp on sp.tenant_id = b.tenant_id and sp.id = b.staff_id;

grant select on public.booking_summaries to authenticated, service_role;
