-- How far the gateway took a text (its status callbacks, and the worker's "queued" when the
-- gateway accepted it): recorded only when it moves the text forward (queued, then sent, then
-- delivered, undelivered or failed), since callbacks may arrive out of order or twice. A
-- callback for another gateway id than the one recorded changes nothing. Returns whether the
-- text is known.
create or replace function messaging.record_text_status(
  tenant uuid, message uuid, gateway_id text, status text, error text
) returns boolean
language plpgsql
as $$
declare
  rank_of constant jsonb :=
    '{"queued": 1, "sent": 2, "delivered": 3, "undelivered": 3, "failed": 3}';
begin
  update messaging.messages m
  set gateway_id = record_text_status.gateway_id,
      delivery_status = record_text_status.status,
      delivery_error = record_text_status.error,
      delivery_updated_at = clock_timestamp()
  where m.tenant_id = record_text_status.tenant and m.id = record_text_status.message
    and m.channel = 'sms'
    and (m.gateway_id is null or m.gateway_id = record_text_status.gateway_id)
    and coalesce((rank_of ->> m.delivery_status)::int, 0)
      < (rank_of ->> record_text_status.status)::int;
  return exists (
    select from messaging.messages m
    where m.tenant_id = record_text_status.tenant and m.id = record_text_status.message
      and m.channel = 'sms');
end
$$;
