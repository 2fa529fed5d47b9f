-- An endpoint's signing secret (`whsec_…`), for an owner or admin to give their receiver.
create or replace function public.webhook_endpoint_secret(endpoint_id uuid) returns text
language plpgsql security definer set search_path = ''
as $$
begin
  return (webhooks.managed_endpoint(webhook_endpoint_secret.endpoint_id)).secret;
end
$$;

revoke execute on function public.webhook_endpoint_secret(uuid) from public;
grant execute on function public.webhook_endpoint_secret(uuid) to authenticated, service_role;
