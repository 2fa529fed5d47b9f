-- When cancelling a membership now would take effect (app.cancellation_end), for the client or
-- staff to read before they confirm; null when it is not running (a pending one is abandoned at
-- once, an ended one has nothing to cancel). Answers the date a cancellation already asked takes
-- effect on.
create or replace function public.cancellation_end(subscription_id uuid) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions;
begin
  perform app.require_user();
  select s.* into sub from public.subscriptions s where s.id = cancellation_end.subscription_id;
  if sub.id is null or not app.acts_for_client(sub.tenant_id, sub.client_id) then
    perform app.raise_error('membership_not_found', 'There is no such membership.', 404);
  end if;
  if sub.state <> 'live' or sub.ends_at <= app.now() then
    return null;
  end if;
  return coalesce(sub.ends_at, app.cancellation_end(sub));
end
$$;

revoke execute on function public.cancellation_end(uuid) from public;
grant execute on function public.cancellation_end(uuid) to authenticated, service_role;
