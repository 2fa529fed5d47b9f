-- A membership's first payment succeeded (payments.record_success): the membership goes live
-- with its first period begun now (app.now()), its charge paid by that payment. Once: a second
-- call finds it live and changes nothing. A membership abandoned while its payment was still
-- being made is live too: the client paid for it.
create or replace function app.start_subscription(tenant uuid, subscription uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  select * into sub from public.subscriptions s
  where s.tenant_id = tenant and s.id = subscription
  for update;
  if sub.state not in ('pending', 'abandoned') then
    return sub;
  end if;
  update public.subscriptions
  set state = 'live', pending_until = null, updated_at = now()
  where tenant_id = tenant and id = subscription
  returning * into sub;
  perform app.begin_period(sub.id, 1, app.now(), 'paid');
  return sub;
end
$$;

revoke execute on function app.start_subscription(uuid, uuid) from public;
