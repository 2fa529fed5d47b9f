create or replace function app.owner_tenants() returns setof uuid
language sql stable
as $$ select app.tenants_with_role(array['owner']) $$;

grant execute on function app.owner_tenants() to public, anon, authenticated, service_role;
