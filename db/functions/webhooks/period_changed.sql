-- The membership periods' trigger (migration 0355): a renewal (a period after the first)
-- paid is membership.renewed; each declined attempt to charge one is membership.payment_failed
-- (the last, which suspends it, too).
create or replace function webhooks.period_changed() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  type text;
begin
  type := case
    when new.number > 1 and new.billing = 'paid'
         and (tg_op = 'INSERT' or old.billing <> 'paid') then 'membership.renewed'
    when tg_op = 'UPDATE' and new.attempts > old.attempts
         and new.billing in ('retrying', 'failed') then 'membership.payment_failed'
  end;
  if type is null or not webhooks.active(new.tenant_id) then
    return null;
  end if;
  perform webhooks.queue(new.tenant_id, type,
    webhooks.membership_data(new.tenant_id, new.subscription_id)
      || jsonb_build_object('period_number', new.number, 'period_starts_at', new.starts_at,
                            'period_ends_at', new.ends_at, 'amount_minor', new.amount_minor,
                            'attempts', new.attempts, 'error_code', new.last_error_code,
                            'next_attempt_at', new.next_attempt_at));
  return null;
end
$$;

revoke execute on function webhooks.period_changed() from public;
