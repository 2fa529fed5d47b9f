-- Staff rows as anyone may see them: a public profile of every active member of every business,
-- nothing else. A business's booking page shows who teaches, to visitors too (0028).
create or replace view public.staff_profiles with (security_barrier) as
  select tenant_id, id, display_name, bio, colour
  from public.staff
  where active;

grant select on public.staff_profiles to anon, authenticated, service_role;
