-- Staff (an admin or the owner) write off a membership's unpaid renewals: an adjustment in the
-- client's favour of what is still owed of them (never more than the client owes in all), each
-- period's billing written_off, and the membership resumes (bookable again; it renews at the
-- end of its period). A renewal being charged this minute is left to its outcome.
create or replace function public.write_off_renewal(
  tenant_id uuid, subscription_id uuid, note text default null
) returns public.subscription_periods
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := app.require_user();
  sub public.subscriptions;
  unpaid bigint;
  owed_currency text;
  owed bigint;
  latest public.subscription_periods;
begin
  sub := app.admin_subscription(write_off_renewal.tenant_id, write_off_renewal.subscription_id);
  if exists (select 1 from public.subscription_periods p
             where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
               and p.billing = 'charging') then
    perform app.raise_error('renewal_charging', 'This renewal is being charged now: try again in a minute.', 409);
  end if;
  select sum(p.amount_minor), min(t.currency) into unpaid, owed_currency
  from public.subscription_periods p
  join public.transactions t on t.tenant_id = p.tenant_id and t.id = p.charge_id
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
    and p.billing in ('due', 'retrying', 'failed');
  if unpaid is null then
    perform app.raise_error('nothing_overdue', 'This membership has no unpaid renewal.', 409);
  end if;
  select least(unpaid, -b.balance_minor) into owed
  from public.client_balances b
  where b.tenant_id = sub.tenant_id and b.client_id = sub.client_id and b.currency = owed_currency;
  if coalesce(owed, 0) > 0 then
    insert into public.transactions
      (tenant_id, client_id, kind, amount_minor, currency, subscription_id, note)
    values (sub.tenant_id, sub.client_id, 'adjustment', owed, owed_currency, sub.id,
            left(coalesce(nullif(btrim(write_off_renewal.note), ''), 'Membership renewal written off'), 1000));
  end if;
  update public.subscription_periods p
  set billing = 'written_off', next_attempt_at = null, lease_until = null, suspended_at = null,
      updated_at = now()
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
    and p.billing in ('due', 'retrying', 'failed');
  select * into latest from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
  order by p.number desc limit 1;
  return latest;
end
$$;

revoke execute on function public.write_off_renewal(uuid, uuid, text) from public;
grant execute on function public.write_off_renewal(uuid, uuid, text) to authenticated, service_role;
