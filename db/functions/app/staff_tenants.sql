create or replace function app.staff_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner', 'admin', 'staff']) $$;

grant execute on function app.staff_tenants() to public, anon, authenticated, service_role;
