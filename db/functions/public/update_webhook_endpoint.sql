-- An owner or admin changes an endpoint: its address, events, description, and whether it is
-- on. Switching it on again clears why the server switched it off; its deliveries still pending
-- go then.
create or replace function public.update_webhook_endpoint(
  endpoint_id uuid, url text, events text[], description text, enabled boolean
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  endpoint webhooks.endpoints := webhooks.managed_endpoint(update_webhook_endpoint.endpoint_id);
begin
  update webhooks.endpoints e
  set url = webhooks.check_url(update_webhook_endpoint.url),
      events = webhooks.check_events(update_webhook_endpoint.events),
      description = nullif(btrim(update_webhook_endpoint.description), ''),
      enabled = coalesce(update_webhook_endpoint.enabled, e.enabled),
      disabled_reason = case when coalesce(update_webhook_endpoint.enabled, e.enabled) then null
                             else e.disabled_reason end,
      disabled_at = case when coalesce(update_webhook_endpoint.enabled, e.enabled) then null
                         when e.enabled then now() else e.disabled_at end,
      failing_since = case when update_webhook_endpoint.enabled and not e.enabled then null
                           else e.failing_since end
  where e.tenant_id = endpoint.tenant_id and e.id = endpoint.id;
  if update_webhook_endpoint.enabled and not endpoint.enabled then
    perform pg_notify('webhooks', '');
  end if;
end
$$;

revoke execute on function public.update_webhook_endpoint(uuid, text, text[], text, boolean) from public;
grant execute on function public.update_webhook_endpoint(uuid, text, text[], text, boolean) to authenticated, service_role;
