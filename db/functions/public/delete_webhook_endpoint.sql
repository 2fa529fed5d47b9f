-- An owner or admin removes an endpoint, with its deliveries and their log.
create or replace function public.delete_webhook_endpoint(endpoint_id uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  endpoint webhooks.endpoints := webhooks.managed_endpoint(delete_webhook_endpoint.endpoint_id);
begin
  delete from webhooks.endpoints e where e.tenant_id = endpoint.tenant_id and e.id = endpoint.id;
end
$$;

revoke execute on function public.delete_webhook_endpoint(uuid) from public;
grant execute on function public.delete_webhook_endpoint(uuid) to authenticated, service_role;
