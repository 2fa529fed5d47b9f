-- Sends an event again to the endpoint of one of its deliveries ("Send again"), even while it
-- is off: a new delivery with the same message id, so a receiver that kept the first ignores
-- it. Answers the new delivery's id.
create or replace function public.resend_webhook_delivery(delivery_id uuid) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  earlier webhooks.deliveries;
  endpoint webhooks.endpoints;
  delivery uuid;
begin
  perform app.require_user();
  select d.* into earlier from webhooks.deliveries d where d.id = resend_webhook_delivery.delivery_id;
  if earlier.id is null or earlier.tenant_id not in (select app.visible_tenants()) then
    perform app.raise_error('webhook_delivery_not_found', 'There is no such webhook delivery.', 404);
  end if;
  endpoint := webhooks.managed_endpoint(earlier.endpoint_id);
  insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id, manual)
  values (endpoint.tenant_id, endpoint.id, earlier.event_id, earlier.message_id, true)
  returning id into delivery;
  perform pg_notify('webhooks', '');
  return delivery;
end
$$;

revoke execute on function public.resend_webhook_delivery(uuid) from public;
grant execute on function public.resend_webhook_delivery(uuid) to authenticated, service_role;
