-- Whether the caller may act for this client: staff of the business, or the client themselves.
create or replace function app.acts_for_client(tenant uuid, client uuid) returns boolean
language sql stable
as $$
  select tenant in (select app.staff_tenants())
      or (tenant, client) in (select tenant_id, client_id from app.own_client_records())
$$;

grant execute on function app.acts_for_client(uuid,uuid) to public, anon, authenticated, service_role;
