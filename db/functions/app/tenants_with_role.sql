create or replace function app.tenants_with_role(roles text[]) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select m.tenant_id
  from public.memberships m
  join public.tenants t on t.id = m.tenant_id
  where m.user_id = auth.uid() and m.role = any (roles)
    and (not t.staff_mfa_required or app.session_aal() = 'aal2')
$$;

grant execute on function app.tenants_with_role(text[]) to public, anon, authenticated, service_role;
