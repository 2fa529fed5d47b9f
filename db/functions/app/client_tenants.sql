create or replace function app.client_tenants() returns setof uuid
language sql stable
as $$ select tenant_id from app.own_client_records() $$;

grant execute on function app.client_tenants() to public, anon, authenticated, service_role;
