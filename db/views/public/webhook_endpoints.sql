-- A business's webhook endpoints (Settings › Webhooks), never their secrets: owners and admins
-- see their business's, service_role all. Not security_invoker: no request role reaches the
-- webhooks schema (migration 0355), so the view reads it as its owner and keeps the caller's
-- rows itself.
create or replace view public.webhook_endpoints with (security_barrier) as
  select e.tenant_id, e.id, e.url, e.description, e.events, e.enabled, e.disabled_reason,
         e.disabled_at, e.created_at, e.secret_rotated_at,
         case when e.previous_secret_expires_at > now() then e.previous_secret_expires_at end
           as previous_secret_expires_at,
         e.last_delivery_at, e.last_status, e.failing_since
  from webhooks.endpoints e
  where e.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role';

grant select on public.webhook_endpoints to authenticated, service_role;
