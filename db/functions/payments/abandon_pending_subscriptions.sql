-- The billing worker's sweep: memberships whose first payment did not come by pending_until
-- are abandoned (the client may join again). Their open payment is left as it is: paid after
-- all, it starts the membership still (app.start_subscription). Returns how many.
create or replace function payments.abandon_pending_subscriptions() returns int
language sql security definer set search_path = ''
as $$
  with abandoned as (
    update public.subscriptions s
    set state = 'abandoned', pending_until = null, updated_at = now()
    where s.state = 'pending' and s.pending_until <= app.now()
    returning 1)
  select count(*)::int from abandoned
$$;

revoke execute on function payments.abandon_pending_subscriptions() from public;
