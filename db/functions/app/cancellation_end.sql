-- When cancelling a live membership now would take effect: the end of the period in which the
-- later of the notice (now + notice_days) and the minimum term (the end of period
-- minimum_periods, projected with app.period_end when not begun) falls; never part of a period.
-- One rule for cancel_subscription and for the screens that say it before the member confirms.
create or replace function app.cancellation_end(sub public.subscriptions) returns timestamptz
language plpgsql stable security definer set search_path = ''
as $$
declare
  plan public.plans;
  period_length text;
  latest public.subscription_periods;
  notice_end timestamptz;
  period_number int;
  ends timestamptz;
begin
  select pl.* into plan from public.plans pl where pl.tenant_id = sub.tenant_id and pl.id = sub.plan_id;
  -- Periods not begun yet are of the plan they will be of (a change waits for the next period).
  select pl.period into period_length from public.plans pl
  where pl.tenant_id = sub.tenant_id and pl.id = coalesce(sub.next_plan_id, sub.plan_id);
  select p.* into latest from public.subscription_periods p
  where p.tenant_id = sub.tenant_id and p.subscription_id = sub.id
  order by p.number desc limit 1;
  notice_end := app.now() + make_interval(days => plan.notice_days);
  period_number := coalesce(latest.number, 0);
  ends := coalesce(latest.ends_at, app.now());
  while period_number < plan.minimum_periods or ends < notice_end loop
    period_number := period_number + 1;
    ends := app.period_end(sub.id, period_number, ends, period_length);
  end loop;
  return ends;
end
$$;

revoke execute on function app.cancellation_end(public.subscriptions) from public;
