-- Whether a business has its own OAuth client at Google or Microsoft, so its staff are offered
-- "Connect Google" or "Connect Microsoft 365": the client id (public at the provider anyway),
-- never the secret. Visible to the business's staff.
create or replace view public.calendar_oauth_clients with (security_barrier) as
  select o.tenant_id, o.provider, o.client_id, o.updated_at
  from calendars.oauth_clients o
  where o.tenant_id in (select app.staff_tenants()) or (select auth.role()) = 'service_role';

grant select on public.calendar_oauth_clients to authenticated, service_role;
