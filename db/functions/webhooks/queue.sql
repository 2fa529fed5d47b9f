-- Queues one event of a business in the caller's transaction (the change's own, so a change
-- rolled back queues nothing), with one delivery for each endpoint switched on that wants it;
-- nothing when none does. Answers the event's id, or null. The NOTIFY wakes the delivery
-- workers when the transaction commits.
create or replace function webhooks.queue(tenant uuid, type text, data jsonb) returns uuid
language plpgsql security definer set search_path = ''
as $$
declare
  event uuid := gen_random_uuid();
begin
  if not exists (select 1 from webhooks.endpoints e
                 where e.tenant_id = tenant and e.enabled and queue.type = any (e.events)) then
    return null;
  end if;
  insert into webhooks.events (tenant_id, id, type, data)
  values (tenant, event, queue.type, queue.data);
  insert into webhooks.deliveries (tenant_id, endpoint_id, event_id, message_id)
  select tenant, e.id, event, webhooks.message_id(event)
  from webhooks.endpoints e
  where e.tenant_id = tenant and e.enabled and queue.type = any (e.events);
  perform pg_notify('webhooks', '');
  return event;
end
$$;

revoke execute on function webhooks.queue(uuid, text, jsonb) from public;
