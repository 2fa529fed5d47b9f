-- A client (or staff) takes back a cancellation before it takes effect: the membership renews
-- as before. Once its end has come it has ended (membership_ending_passed).
create or replace function public.keep_subscription(subscription_id uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions := app.subscription_to_change(keep_subscription.subscription_id, false);
begin
  if sub.state <> 'live' or sub.ends_at <= app.now() then
    perform app.raise_error('membership_ending_passed', 'This membership has ended: join again to come back.', 409);
  end if;
  update public.subscriptions s
  set cancel_requested_at = null, ends_at = null, updated_at = now()
  where s.tenant_id = sub.tenant_id and s.id = sub.id
  returning s.* into sub;
  return sub;
end
$$;

revoke execute on function public.keep_subscription(uuid) from public;
grant execute on function public.keep_subscription(uuid) to authenticated, service_role;
