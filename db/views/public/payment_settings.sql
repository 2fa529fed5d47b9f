-- A business's payment account as its owners and admins see it (Settings › Payments): the
-- provider, the publishable key and the choices, never the sealed secrets. Not
-- security_invoker: payments.accounts grants nothing to any request role, so the view reads it
-- as its owner and keeps the caller's businesses itself (service_role, as
-- everywhere, sees all).
create or replace view public.payment_settings with (security_barrier) as
  select a.tenant_id, a.provider, a.publishable_key, a.pay_online, a.pay_at_desk,
         a.fees_to_saved_card, a.connected_at, a.updated_at
  from payments.accounts a
  where a.tenant_id in (select app.admin_tenants()) or (select auth.role()) = 'service_role';

grant select on public.payment_settings to authenticated, service_role;
