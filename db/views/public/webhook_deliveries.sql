-- The delivery log of a business's endpoints, newest first, with the exact body each sent:
-- owners and admins see their business's, service_role all (as public.webhook_endpoints).
create or replace view public.webhook_deliveries with (security_barrier) as
  select d.tenant_id, d.id, d.endpoint_id, d.message_id, ev.type as event_type, d.state,
         d.attempts, d.last_status, d.last_error, d.last_attempt_at,
         case when d.state = 'pending' then d.next_attempt_at end as next_attempt_at,
         d.delivered_at, d.created_at, webhooks.body(ev) as payload
  from webhooks.deliveries d
  join webhooks.events ev on ev.tenant_id = d.tenant_id and ev.id = d.event_id
  where d.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role'
  order by d.created_at desc, d.id;

grant select on public.webhook_deliveries to authenticated, service_role;
