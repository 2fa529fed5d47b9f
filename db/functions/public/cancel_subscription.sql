-- A client (or staff) cancels a membership. A live one ends when app.cancellation_end says (the
-- end of the period in which both the notice and the minimum term are over: never part of one).
-- Its places in classes from then on are cancelled (the class back). A pending one (its first
-- payment not made) is abandoned at once. Asking again changes nothing.
create or replace function public.cancel_subscription(subscription_id uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions := app.subscription_to_change(cancel_subscription.subscription_id, false);
  ends timestamptz;
begin
  if sub.state = 'pending' then
    update public.subscriptions s
    set state = 'abandoned', pending_until = null, updated_at = now()
    where s.tenant_id = sub.tenant_id and s.id = sub.id
    returning s.* into sub;
    return sub;
  end if;
  if sub.state <> 'live' or sub.ends_at <= app.now() then
    perform app.raise_error('membership_not_live', 'This membership is not running: there is nothing to change.', 409);
  end if;
  if sub.ends_at is not null then
    return sub;
  end if;
  ends := app.cancellation_end(sub);
  update public.subscriptions s
  set cancel_requested_at = app.now(), ends_at = ends, updated_at = now()
  where s.tenant_id = sub.tenant_id and s.id = sub.id
  returning s.* into sub;
  perform app.cancel_membership_places(sub.tenant_id, sub.id, ends, 'infinity');
  return sub;
end
$$;

revoke execute on function public.cancel_subscription(uuid) from public;
grant execute on function public.cancel_subscription(uuid) to authenticated, service_role;
