-- Each place with its session: read as the caller (security_invoker), so staff see their
-- business's places and a client their own. The teacher's name comes from staff for the team
-- and from the public profiles for clients, as in booking_summaries. A place is paid with an
-- option or a membership (subscription_id, last: a view gains columns only at its end).
create or replace view public.client_places with (security_invoker = true) as
  select e.tenant_id, e.id, e.client_id, e.booking_id, e.status, e.waitlist_position,
         e.offer_expires_at, e.option_id, b.starts_at, b.ends_at, b.location,
         b.status as booking_status, s.name as service_name, s.kind as service_kind,
         coalesce(st.display_name, sp.display_name) as staff_name, e.subscription_id
  from public.enrollments e
  join public.bookings b on b.tenant_id = e.tenant_id and b.id = e.booking_id
  join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  left join public.staff st on st.tenant_id = b.tenant_id and st.id = b.staff_id
  left join public.staff_profiles sp on sp.tenant_id = b.tenant_id and sp.id = b.staff_id;

grant select on public.client_places to authenticated, service_role;
