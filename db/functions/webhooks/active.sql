-- Whether a business has an endpoint switched on: the one indexed check a change pays before
-- any event of it is built (a business without webhooks pays nothing more).
create or replace function webhooks.active(tenant uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from webhooks.endpoints e where e.tenant_id = tenant and e.enabled)
$$;

revoke execute on function webhooks.active(uuid) from public;
