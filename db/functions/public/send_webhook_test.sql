-- Sends an endpoint the test ping (webhook.test), even while it is off; answers the delivery's
-- id, to follow in webhook_deliveries.
create or replace function public.send_webhook_test(endpoint_id uuid) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  endpoint webhooks.endpoints := webhooks.managed_endpoint(send_webhook_test.endpoint_id);
  event uuid := gen_random_uuid();
  delivery uuid;
begin
  insert into webhooks.events (tenant_id, id, type, data)
  values (endpoint.tenant_id, event, 'webhook.test',
          jsonb_build_object('endpoint_id', endpoint.id, 'tenant_id', endpoint.tenant_id));
  insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id, manual)
  values (endpoint.tenant_id, endpoint.id, event, webhooks.message_id(event), true)
  returning id into delivery;
  perform pg_notify('webhooks', '');
  return delivery;
end
$$;

revoke execute on function public.send_webhook_test(uuid) from public;
grant execute on function public.send_webhook_test(uuid) to authenticated, service_role;
