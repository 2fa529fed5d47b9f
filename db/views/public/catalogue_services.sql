-- A business's active services as its booking page shows them to anyone, signed in or not
-- (0028): the view runs as its owner, past the services policy, so it names its columns and
-- rows narrowly. staff_ids: the active staff who deliver the service, whose public profiles are
-- in staff_profiles.
create or replace view public.catalogue_services with (security_barrier) as
  select s.tenant_id, s.id, s.kind, s.name, s.description, s.duration_minutes, s.capacity,
         s.cancellation_window_minutes, s.colour,
         array(
           select ss.staff_id from public.service_staff ss
           join public.staff st on st.tenant_id = ss.tenant_id and st.id = ss.staff_id and st.active
           where ss.tenant_id = s.tenant_id and ss.service_id = s.id
           order by ss.staff_id
         ) as staff_ids
  from public.services s
  where s.active;

grant select on public.catalogue_services to anon, authenticated, service_role;
