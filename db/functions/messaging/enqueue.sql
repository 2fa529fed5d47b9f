-- Puts one event's message to a client in the outbox, once per channel the client can be
-- reached by: a second call for the same event is a no-op (the unique key). Runs in the
-- caller's transaction; the NOTIFY reaches the workers when it commits. A kind the business
-- turned off (tenants.messages_off) is not enqueued.
create or replace function messaging.enqueue(
  tenant uuid, client uuid, event_key text, kind text, snapshot jsonb,
  enrollment uuid default null, booking uuid default null
) returns int
language plpgsql
as $$
declare
  queued int;
begin
  insert into messaging.messages
    (tenant_id, event_key, kind, channel, to_address, client_id, user_id, enrollment_id,
     booking_id, snapshot)
  select enqueue.tenant, enqueue.event_key, enqueue.kind, r.channel, r.to_address,
         enqueue.client, r.user_id, enqueue.enrollment, enqueue.booking, enqueue.snapshot
  from messaging.recipients(enqueue.tenant, enqueue.client) r
  where messaging.kind_is_on(enqueue.tenant, enqueue.kind)
  on conflict do nothing;
  get diagnostics queued = row_count;
  if queued > 0 then
    perform pg_notify('messaging', '');
  end if;
  return queued;
end
$$;
