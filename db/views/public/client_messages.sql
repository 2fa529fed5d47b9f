-- What a business sent its clients (the client page's Messages tab, the dashboard's delivery
-- failures): read as the caller (security_invoker), so the policy on messaging.messages gives
-- staff their business's messages and nobody else any. Only messages to clients: those to staff
-- and invited people (no client) are not a client's. Never the snapshot (it holds a
-- waitlist offer's one-click token), the worker's lease nor a text's gateway id; a text's
-- delivery state as the gateway reported it.
create or replace view public.client_messages with (security_invoker = true) as
  select m.tenant_id, m.id, m.client_id, c.full_name as client_name, m.kind, m.channel,
         m.to_address, m.status, m.attempts, m.last_error, m.created_at, m.sent_at,
         m.failed_at, m.next_attempt_at, m.booking_id, s.name as service_name,
         b.starts_at as session_starts_at, m.event_key ~ ':resend:[0-9]+$' as resent,
         m.delivery_status, m.delivery_error, m.delivery_updated_at
  from messaging.messages m
  left join public.clients c on c.tenant_id = m.tenant_id and c.id = m.client_id
  left join public.bookings b on b.tenant_id = m.tenant_id and b.id = m.booking_id
  left join public.services s on s.tenant_id = b.tenant_id and s.id = b.service_id
  where m.client_id is not null;

grant select on public.client_messages to authenticated, service_role;
