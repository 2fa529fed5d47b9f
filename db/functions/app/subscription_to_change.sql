-- The membership a caller changes (freeze, cancel, keep, change plan): the client's own, or one
-- of a business they are staff of; locked, so that changes to one membership take turns.
create or replace function app.subscription_to_change(subscription uuid) returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  perform app.require_user();
  select s.* into sub from public.subscriptions s where s.id = subscription;
  if sub.id is null or not app.acts_for_client(sub.tenant_id, sub.client_id) then
    perform app.raise_error('membership_not_found', 'There is no such membership.', 404);
  end if;
  select s.* into sub from public.subscriptions s
  where s.tenant_id = sub.tenant_id and s.id = sub.id for update;
  return sub;
end
$$;

revoke execute on function app.subscription_to_change(uuid) from public;
