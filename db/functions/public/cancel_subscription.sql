-- A client (or staff) cancels a membership. A live one ends at the end of the period in which
-- the later of the notice (now + notice_days) and the minimum term (the end of period
-- minimum_periods, projected with app.period_end when not begun) falls: never part of a period.
-- Its places in classes from then on are cancelled (the class back). A pending one (its first
-- payment not made) is abandoned at once. Asking again changes nothing.
create or replace function public.cancel_subscription(subscription_id uuid)
returns public.subscriptions
language plpgsql security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  sub public.subscriptions := app.subscription_to_change(cancel_subscription.subscription_id, false);
  plan public.plans;
  period_length text;
  latest public.subscription_periods;
  notice_end timestamptz;
  period_number int;
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
