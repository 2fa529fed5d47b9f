-- What came of charging a renewal to the saved card (src/server/memberships/renewal-charges.ts),
-- for the claim still held: charged (the provider's event marks the period paid through
-- payments.record_success; until it comes the claim is held a while longer, so nobody charges
-- again), declined (the first decline makes it overdue; it is tried again on the business's
-- retry days counted from that first decline, and after the last one it is suspended: the
-- client is told at once each time, messages membership_card_declined and
-- membership_suspended), or pending (the provider was out of reach: tried again after
-- `retry_seconds`, not a decline).
create or replace function payments.finish_renewal(
  tenant uuid, subscription uuid, number int, outcome text, provider_payment_id text default null,
  error_code text default null, error_message text default null, retry_seconds int default 60
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  claimed public.subscription_periods;
  finished public.subscription_periods;
  retry_days int[];
  client uuid;
begin
  select * into claimed from public.subscription_periods p
  where p.tenant_id = tenant and p.subscription_id = subscription and p.number = finish_renewal.number
    and p.billing = 'charging'
  for update;
  if claimed.number is null then
    return;
  end if;
  case outcome
  when 'charged' then
    update public.subscription_periods p
    set lease_until = now() + interval '10 minutes', updated_at = now(),
        provider_payment_id = finish_renewal.provider_payment_id
    where p.tenant_id = tenant and p.subscription_id = subscription and p.number = claimed.number;
  when 'declined' then
    select t.membership_retry_days into retry_days from public.tenants t where t.id = tenant;
    update public.subscription_periods p
    set attempts = p.attempts + 1, lease_until = null, updated_at = now(),
        overdue_since = coalesce(p.overdue_since, app.now()),
        billing = case when p.attempts + 1 <= cardinality(retry_days) then 'retrying' else 'failed' end,
        next_attempt_at = case when p.attempts + 1 <= cardinality(retry_days)
          then coalesce(p.overdue_since, app.now()) + make_interval(days => retry_days[p.attempts + 1])
        end,
        suspended_at = case when p.attempts + 1 > cardinality(retry_days) then app.now() end,
        last_error_code = error_code, last_error_message = left(error_message, 500)
    where p.tenant_id = tenant and p.subscription_id = subscription and p.number = claimed.number
    returning * into finished;
    select s.client_id into client from public.subscriptions s
    where s.tenant_id = tenant and s.id = subscription;
    perform messaging.enqueue(tenant, client,
      'renewal:' || subscription || ':' || finished.number || ':' || finished.attempts,
      case finished.billing when 'failed' then 'membership_suspended' else 'membership_card_declined' end,
      messaging.renewal_snapshot(finished));
  else
    update public.subscription_periods p
    set billing = case when p.attempts = 0 then 'due' else 'retrying' end, lease_until = null,
        next_attempt_at = app.now() + make_interval(secs => retry_seconds),
        last_error_code = error_code, last_error_message = left(error_message, 500),
        updated_at = now()
    where p.tenant_id = tenant and p.subscription_id = subscription and p.number = claimed.number;
  end case;
end
$$;

revoke execute on function payments.finish_renewal(uuid, uuid, int, text, text, text, text, int) from public;
