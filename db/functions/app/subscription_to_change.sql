-- The membership a caller changes (freeze, cancel, keep, change plan): the client's own, or one
-- of a business they are staff of; locked, so that changes to one membership take turns. With
-- `running`, only a live membership that has not ended (membership_not_live).
create or replace function app.subscription_to_change(subscription uuid, running boolean)
returns public.subscriptions
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
  if running and (sub.state <> 'live' or sub.ends_at <= app.now()) then
    perform app.raise_error('membership_not_live', 'This membership is not running: there is nothing to change.', 409);
  end if;
  return sub;
end
$$;

revoke execute on function app.subscription_to_change(uuid, boolean) from public;
