-- The ledger payments of a business that a provider payment became (paid online by card), for
-- its owners and admins only: no request role may read the payments schema, and the money
-- report, which needs to tell online payments from cards at the desk, is theirs alone.
create or replace function app.online_payments(tenant uuid) returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select p.transaction_id
  from payments.provider_payments p
  where p.tenant_id = tenant
    and p.transaction_id is not null
    and tenant in (select app.admin_tenants())
$$;

revoke execute on function app.online_payments(uuid) from public;
grant execute on function app.online_payments(uuid) to authenticated, service_role;
