-- Staff members' calendar accounts (Settings › Calendars), never their secrets: a staff member
-- sees their own, owners and admins all of their business's. Not security_invoker: no request
-- role reaches the calendars schema (migration 0350), so the view reads it as its owner and
-- keeps the caller's rows itself (service_role, as everywhere, sees all).
create or replace view public.calendar_connections with (security_barrier) as
  select c.tenant_id, c.id, c.staff_id, c.provider, c.account, c.server_url, c.error_code,
         c.error_at, c.created_at
  from calendars.connections c
  where c.tenant_id in (select app.admin_tenants())
     or calendars.is_own_staff(c.tenant_id, c.staff_id)
     or (select auth.role()) = 'service_role';

grant select on public.calendar_connections to authenticated, service_role;
