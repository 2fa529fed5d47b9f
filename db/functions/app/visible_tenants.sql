-- Businesses the caller belongs to as staff or as a client: who sees a business's catalogue.
create or replace function app.visible_tenants() returns setof uuid
language sql stable
as $$ select app.staff_tenants() union select app.client_tenants() $$;

grant execute on function app.visible_tenants() to public, anon, authenticated, service_role;
