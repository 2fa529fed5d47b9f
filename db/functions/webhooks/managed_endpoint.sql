-- The endpoint an owner or admin asks about, locked for the change: not found (404) for
-- anyone outside its business, forbidden (403) for its other staff and clients.
create or replace function webhooks.managed_endpoint(endpoint uuid) returns webhooks.endpoints
language plpgsql security definer set search_path = ''
as $$
declare
  found_endpoint webhooks.endpoints;
begin
  perform app.require_user();
  select e.* into found_endpoint from webhooks.endpoints e where e.id = endpoint for update;
  if found_endpoint.id is null
     or found_endpoint.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('webhook_endpoint_not_found', 'There is no such webhook endpoint.', 404);
  end if;
  perform webhooks.require_admin(found_endpoint.tenant_id);
  return found_endpoint;
end
$$;

revoke execute on function webhooks.managed_endpoint(uuid) from public;
