-- Staff rows as clients may see them: a public profile, nothing else.
create or replace view public.staff_profiles with (security_barrier) as
  select tenant_id, id, display_name, bio, colour
  from public.staff
  where active and tenant_id in (select app.visible_tenants());

grant select on public.staff_profiles to authenticated, service_role;
