create or replace function app.admin_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner', 'admin']) $$;

grant execute on function app.admin_tenants() to public, anon, authenticated, service_role;
