-- The caller must be an admin or owner of the client's business; returns that business's currency.
create or replace function app.require_admin_of_client(tenant uuid, client uuid) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  tenant_currency text;
begin
  perform app.require_user();
  if tenant not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Only an admin or the owner records money.', 403);
  end if;
  if not exists (select 1 from public.clients where tenant_id = tenant and id = client) then
    perform app.raise_error('client_not_found', 'There is no such client in this business.', 404);
  end if;
  select currency into tenant_currency from public.tenants where id = tenant;
  return tenant_currency;
end
$$;

grant execute on function app.require_admin_of_client(uuid,uuid) to public, authenticated, service_role;
