-- The `webhook-id` of an event's deliveries: the same for every attempt and every resend, so a
-- receiver keeps each event once.
create or replace function webhooks.message_id(event uuid) returns text
language sql immutable
as $$ select 'msg_' || replace(event::text, '-', '') $$;

revoke execute on function webhooks.message_id(uuid) from public;
