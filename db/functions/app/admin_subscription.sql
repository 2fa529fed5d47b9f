-- A membership of the business that staff act on with money (retry_renewal,
-- write_off_renewal), locked for the caller's transaction: refused unless the caller is an
-- admin or the owner of the business, and not found when it is not the business's.
create or replace function app.admin_subscription(tenant uuid, subscription uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  if tenant is null or tenant not in (select app.admin_tenants()) then
    perform app.raise_error('forbidden', 'Only an admin or the owner records money.', 403);
  end if;
  select * into sub from public.subscriptions s
  where s.tenant_id = tenant and s.id = subscription
  for update;
  if sub.id is null then
    perform app.raise_error('membership_not_found', 'There is no such membership.', 404);
  end if;
  return sub;
end
$$;

revoke execute on function app.admin_subscription(uuid, uuid) from public;
