-- The body of an event's deliveries: {"type", "timestamp" (ISO 8601, UTC), "data"}.
create or replace function webhooks.body(event webhooks.events) returns jsonb
language sql stable
as $$
  select jsonb_build_object(
    'type', event.type,
    'timestamp', to_char(event.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'data', event.data)
$$;

revoke execute on function webhooks.body(webhooks.events) from public;
-- The view public.webhook_deliveries calls it as its caller; the schema stays closed to them.
grant execute on function webhooks.body(webhooks.events) to authenticated, service_role;
