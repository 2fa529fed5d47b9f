-- A delivery a person asked for (a test ping, "Send again"): of an event to an endpoint, sent
-- even while the endpoint is off, with the event's message id. Answers its id.
create or replace function webhooks.send_again(tenant uuid, endpoint uuid, event uuid)
returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  delivery uuid;
begin
  insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id, manual)
  values (tenant, endpoint, event, webhooks.message_id(event), true)
  returning id into delivery;
  perform pg_notify('webhooks', '');
  return delivery;
end
$$;

revoke execute on function webhooks.send_again(uuid, uuid, uuid) from public;
