-- Every business the caller belongs to, whether or not this session may work in it yet.
create or replace function app.member_tenants() returns setof uuid
language sql stable security definer set search_path = ''
as $$ select tenant_id from public.memberships where user_id = auth.uid() $$;

grant execute on function app.member_tenants() to public, anon, authenticated, service_role;
