-- Begins a subscription's period `number` at `starts_at`, once (the period's number is its key:
-- a second call for it finds the first and changes nothing): its charge in the ledger (the
-- first period's price and the joining fee on the first, the price after; a change of plan
-- waiting for the next period takes effect here) and its allowance as a credit grant, with the
-- unused classes of the period before carried over up to the plan's cap. `billing` says how the
-- charge is collected: paid (it is being paid now), due (by the saved card, from now), desk.
create or replace function app.begin_period(
  subscription uuid, number int, starts_at timestamptz, billing text
) returns public.subscription_periods
language plpgsql security definer set search_path = ''
as $$
declare
  sub public.subscriptions;
  plan public.plans;
  earlier public.subscription_periods;
  amount bigint;
  carried int := 0;
  charge uuid;
  granted uuid;
  begun public.subscription_periods;
begin
  select * into sub from public.subscriptions where id = subscription for update;
  select * into begun from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id and p.number = begin_period.number;
  if begun.number is not null then
    return begun;
  end if;
  if number > 1 and sub.next_plan_id is not null then
    update public.subscriptions
    set plan_id = next_plan_id, next_plan_id = null, updated_at = now()
    where tenant_id = sub.tenant_id and id = sub.id
    returning * into sub;
  end if;
  select * into plan from public.plans where tenant_id = sub.tenant_id and id = sub.plan_id;
  amount := case when number = 1
              then coalesce(plan.first_period_price_minor, plan.price_minor) + plan.joining_fee_minor
              else plan.price_minor end;
  select * into earlier from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id and p.number = begin_period.number - 1;
  if earlier.number is not null and plan.carry_over_cap is not null then
    select least(plan.carry_over_cap, greatest(c.credits_remaining, 0)) into carried
    from public.client_allowances c
    where c.tenant_id = sub.tenant_id and c.grant_id = earlier.grant_id;
  end if;
  if amount > 0 then
    insert into public.transactions (tenant_id, client_id, kind, amount_minor, currency, subscription_id, note)
    values (sub.tenant_id, sub.client_id, 'charge', amount, plan.currency, sub.id, plan.name)
    returning id into charge;
  end if;
  -- A membership's grant lasts as long as its period, which a freeze may lengthen: the period
  -- (subscription_periods) says when its classes may be booked, not expires_at.
  insert into public.transactions
    (tenant_id, client_id, kind, currency, credits, subscription_id, expires_at, note)
  values (sub.tenant_id, sub.client_id, 'credit_grant', plan.currency,
          plan.allowance + coalesce(carried, 0), sub.id, 'infinity', plan.name)
  returning id into granted;
  insert into public.subscription_periods
    (tenant_id, subscription_id, number, plan_id, starts_at, ends_at, amount_minor, charge_id,
     grant_id, billing, next_attempt_at)
  values (sub.tenant_id, sub.id, number, plan.id, starts_at,
          app.period_end(sub.id, number, starts_at, plan.period), amount, charge, granted,
          case when amount = 0 then 'paid' else billing end,
          case when amount > 0 and billing = 'due' then app.now() end)
  returning * into begun;
  return begun;
end
$$;

revoke execute on function app.begin_period(uuid, int, timestamptz, text) from public;
