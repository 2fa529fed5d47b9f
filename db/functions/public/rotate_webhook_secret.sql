-- A new signing secret for an endpoint; answers it. The one it replaces keeps signing for 24
-- hours beside it (two signatures a delivery), so the receiver can change over without missing
-- one.
create or replace function public.rotate_webhook_secret(endpoint_id uuid) returns text
language plpgsql security definer set search_path = ''
as $$
declare
  endpoint webhooks.endpoints := webhooks.managed_endpoint(rotate_webhook_secret.endpoint_id);
  fresh text := webhooks.new_secret();
begin
  update webhooks.endpoints e
  set secret = fresh, previous_secret = e.secret,
      previous_secret_expires_at = now() + interval '24 hours', secret_rotated_at = now()
  where e.tenant_id = endpoint.tenant_id and e.id = endpoint.id;
  return fresh;
end
$$;

revoke execute on function public.rotate_webhook_secret(uuid) from public;
grant execute on function public.rotate_webhook_secret(uuid) to authenticated, service_role;
